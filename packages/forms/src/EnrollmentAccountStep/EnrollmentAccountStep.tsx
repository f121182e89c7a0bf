import { TextField } from '@review-center/design-system';
import {
  type AccountStepValues,
  type NewUserEnrollmentValues,
  type PackageEnrollmentValues,
} from '@review-center/domain';
import { useMemo, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { AccountFields } from '../shared/AccountFields.tsx';
import { FormFrame } from '../shared/FormFrame.tsx';
import { FormPasswordField } from '../shared/fields.tsx';
import { FormSelect } from '../shared/FormSelect.tsx';
import { formPart } from '../shared/formPart.ts';
import { withoutKnown, type KnownProfile } from '../shared/known.ts';
import { Row, Section } from '../shared/layout.tsx';
import { ProfileFields, type SpecializationRule } from '../shared/ProfileFields.tsx';
import type { SniffType } from '../shared/sniffFileType.ts';
import { SubmitActions } from '../shared/SubmitActions.tsx';
import { realToday, useDomainForm } from '../shared/useDomainForm.ts';
import { emptyAccount, emptyProfile, type EnrollmentChoiceValues, type ProfileFormValues } from '../shared/values.ts';

/** The form's rules, loaded once it is on screen (decision 0044). */
const loadRules = () => import('@review-center/domain/forms');

interface StepProps {
  /**
   * The branches the offering is given in, the only ones offered: `offeredChoices(offering).branches`,
   * its own list or product §9's when it has none (decision 0054).
   */
  branches: readonly string[];
  /** The offering's schedules, offered when it has multipleSchedule: `offeredChoices(offering).schedules`. */
  schedules: readonly string[];
  /** The offering has multipleSchedule: the schedule is asked (product §2, §5). */
  multipleSchedule?: boolean;
  /**
   * Today's date (YYYY-MM-DD) for the age and date rules.
   * @default today in Manila
   */
  today?: string;
  /** @default the `file-type` library's magic-byte detection */
  sniffType?: SniffType;
  /** The wizard's Previous button, if any. */
  previousAction?: ReactNode;
  /** @default 'Next' */
  submitLabel?: string;
}

/** What an account step's form holds besides its account fields: the profile, branch and schedule. */
type StepValues = ProfileFormValues & EnrollmentChoiceValues;

/** Branch is always asked; schedule only for an offering with several (product §2, §5). */
function EnrollmentChoices<T extends EnrollmentChoiceValues, O>({
  form,
  branches,
  schedules,
  multipleSchedule,
}: {
  form: UseFormReturn<T, unknown, O>;
  branches: readonly string[];
  schedules: readonly string[];
  multipleSchedule: boolean;
}) {
  // A choice the offering does not give (a draft from before staff changed its list, or on
  // /enroll another offering's branch) shows none chosen, and the rules refuse it, naming it;
  // nothing else typed is touched (decision 0054).
  const { control } = formPart<EnrollmentChoiceValues, T, O>(form);
  return (
    <Section>
      <legend>Enrollment</legend>
      <Row>
        <FormSelect control={control} name="branch" label="Branch/Location" options={branches} />
        {multipleSchedule ? (
          <FormSelect control={control} name="schedule" label="Schedule" options={schedules} shouldUnregister />
        ) : null}
      </Row>
    </Section>
  );
}

/** The page every account step shows: its account fields, the profile, branch and schedule, the wizard's buttons. */
function AccountStepFrame<T extends StepValues, O>({
  form,
  onSubmit,
  accountFields,
  specializationRule = 'unless-beed',
  known,
  branches,
  schedules,
  multipleSchedule = false,
  sniffType,
  previousAction,
  submitLabel = 'Next',
}: Omit<StepProps, 'today'> & {
  form: UseFormReturn<T, unknown, O>;
  onSubmit: (values: O) => Promise<void> | void;
  accountFields: ReactNode;
  specializationRule?: SpecializationRule;
  known?: KnownProfile;
}) {
  return (
    <FormFrame form={form} onSubmit={onSubmit} label="Account information">
      <ProfileFields
        form={form}
        known={known}
        specializationRule={specializationRule}
        sniffType={sniffType}
        accountFields={accountFields}
      />
      <EnrollmentChoices form={form} branches={branches} schedules={schedules} multipleSchedule={multipleSchedule} />
      <SubmitActions label={submitLabel} isPending={form.formState.isSubmitting} previousAction={previousAction} />
    </FormFrame>
  );
}

export interface NewUserAccountStepProps extends StepProps {
  /**
   * Creates the account and goes on (product §2: "creates an account in the same form"). Values
   * are the form's: map `firstTimer` with `firstTimerToBoolean` and upload `idAttachment`.
   */
  onSubmit: (values: NewUserEnrollmentValues) => Promise<void> | void;
  /** Values to start from (what the reviewee typed before a reload, or known answers); the rest start empty. */
  defaultValues?: Partial<NewUserEnrollmentValues>;
}

/** Account step of the offering enrollment wizard for a visitor without an account (product §2 step 1). */
export function NewUserAccountStep({ defaultValues, today, ...step }: NewUserAccountStepProps) {
  const day = today ?? realToday();
  const { branches, schedules, multipleSchedule = false } = step;
  const schema = useMemo(
    () => async () =>
      (await loadRules()).newUserEnrollmentSchema({ today: day, branches, schedules, multipleSchedule }),
    [day, branches, schedules, multipleSchedule],
  );
  const form = useDomainForm(schema, { ...emptyAccount, ...emptyProfile, ...defaultValues });
  return <AccountStepFrame {...step} form={form} accountFields={<AccountFields form={form} />} />;
}

export interface PackageAccountStepProps extends StepProps {
  /** Goes on with the account fields of a package enrollment; reject with an Error to show it. */
  onSubmit: (values: PackageEnrollmentValues) => Promise<void> | void;
  /** Values to start from (what the reviewee typed before a reload, or known answers); the rest start empty. */
  defaultValues?: Partial<PackageEnrollmentValues>;
}

/**
 * Account step of the package enrollment (product §2 "/enroll", §5): a password of at least 8
 * characters with its confirmation; specialization asked for BSED and UNITS/CPE.
 */
export function PackageAccountStep({ defaultValues, today, ...step }: PackageAccountStepProps) {
  const day = today ?? realToday();
  const { branches, schedules, multipleSchedule = false } = step;
  const schema = useMemo(
    () => async () =>
      (await loadRules()).packageEnrollmentSchema({ today: day, branches, schedules, multipleSchedule }),
    [day, branches, schedules, multipleSchedule],
  );
  const form = useDomainForm(schema, { ...emptyAccount, confirmPassword: '', ...emptyProfile, ...defaultValues });
  return (
    <AccountStepFrame
      {...step}
      form={form}
      specializationRule="bsed-or-units"
      accountFields={
        <AccountFields form={form} passwordDescription="At least 8 characters.">
          <FormPasswordField control={form.control} name="confirmPassword" label="Confirm password" />
        </AccountFields>
      }
    />
  );
}

export interface SignedInAccountStepProps extends StepProps {
  /** The signed-in user's e-mail: shown, never edited (product §2). */
  email: string;
  /** What the profile already holds (GET /users/me); those fields are shown read-only. */
  profile: KnownProfile;
  /** Sends only what was missing, plus branch and schedule. */
  onSubmit: (values: AccountStepValues) => Promise<void> | void;
  /** Values to start from (what the reviewee typed before a reload, or known answers); the rest start empty. */
  defaultValues?: Partial<AccountStepValues>;
}

/**
 * Account step for a signed-in user (product §2 step 1, §5): known values read-only, the e-mail
 * read-only, only missing fields asked (each with its rule), branch always asked.
 */
export function SignedInAccountStep({
  onSubmit,
  email,
  profile,
  defaultValues,
  today,
  ...step
}: SignedInAccountStepProps) {
  const day = today ?? realToday();
  const { branches, schedules, multipleSchedule = false } = step;
  const schema = useMemo(
    // The domain types its input as unknown (it depends on the profile); the form holds the
    // fields the profile lacks, each possibly unset.
    () => async () =>
      (await loadRules()).accountStepSchema({
        profile,
        branches,
        schedules,
        multipleSchedule,
        today: day,
      }) as z.ZodMiniType<AccountStepValues, StepValues>,
    [profile, branches, schedules, multipleSchedule, day],
  );
  const form = useDomainForm(schema, withoutKnown({ ...emptyProfile, ...defaultValues }, profile));
  return (
    <AccountStepFrame
      {...step}
      form={form}
      onSubmit={(values) => onSubmit(withoutKnown(values, profile))}
      known={profile}
      accountFields={
        <Section>
          <legend>Account</legend>
          <TextField label="Email" value={email} isReadOnly />
        </Section>
      }
    />
  );
}
