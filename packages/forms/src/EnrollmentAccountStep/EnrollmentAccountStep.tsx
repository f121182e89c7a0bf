import { Button, TextField } from '@review-center/design-system';
import {
  accountStepSchema,
  LOCATIONS,
  newUserEnrollmentSchema,
  packageEnrollmentSchema,
  SCHEDULES,
  type AccountStepValues,
  type NewUserEnrollmentValues,
  type PackageEnrollmentValues,
} from '@review-center/domain';
import { useMemo, type ReactNode } from 'react';
import type { Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FormFrame } from '../shared/FormFrame.tsx';
import { sniffFileType, type SniffType } from '../shared/FormFileField.tsx';
import { FormSelect } from '../shared/fields.tsx';
import { Actions, Row, Section } from '../shared/layout.tsx';
import { ProfileFields, type KnownProfile } from '../shared/ProfileFields.tsx';
import { realToday, useDomainForm } from '../shared/useDomainForm.ts';
import { AccountFields, emptyAccount, emptyProfile } from '../RegistrationForm/RegistrationForm.tsx';

interface StepProps {
  /** The offering has multipleSchedule: the schedule is asked (spec §2, §5). */
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

const hasValue = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

const asControl = (control: unknown) => control as Control<FieldValues, unknown, unknown>;
const asSetValue = (setValue: unknown) => setValue as UseFormSetValue<FieldValues>;

/** Branch is always asked; schedule only for an offering with several (spec §2, §5). */
function EnrollmentChoices({
  control,
  multipleSchedule,
}: {
  control: Control<FieldValues, unknown, unknown>;
  multipleSchedule: boolean;
}) {
  return (
    <Section>
      <legend>Enrollment</legend>
      <Row>
        <FormSelect control={control} name="branch" label="Branch/Location" options={LOCATIONS} />
        {multipleSchedule ? (
          <FormSelect control={control} name="schedule" label="Schedule" options={SCHEDULES} shouldUnregister />
        ) : null}
      </Row>
    </Section>
  );
}

function StepActions({
  previousAction,
  submitLabel = 'Next',
  isPending,
}: {
  previousAction?: ReactNode;
  submitLabel?: string | undefined;
  isPending: boolean;
}) {
  return (
    <Actions>
      {previousAction}
      <Button type="submit" isPending={isPending}>
        {submitLabel}
      </Button>
    </Actions>
  );
}

export interface NewUserAccountStepProps extends StepProps {
  /**
   * Creates the account and goes on (spec §2: "creates an account in the same form"). Values
   * are the form's: map `firstTimer` with `firstTimerToBoolean` and upload `idAttachment`.
   */
  onSubmit: (values: NewUserEnrollmentValues) => Promise<void> | void;
  defaultValues?: Partial<NewUserEnrollmentValues>;
}

/** Account step of the offering enrollment wizard for a visitor without an account (spec §2 step 1). */
export function NewUserAccountStep({
  onSubmit,
  defaultValues,
  multipleSchedule = false,
  today,
  sniffType = sniffFileType,
  previousAction,
  submitLabel,
}: NewUserAccountStepProps) {
  const day = today ?? realToday();
  const schema = useMemo(() => newUserEnrollmentSchema({ today: day, multipleSchedule }), [day, multipleSchedule]);
  const form = useDomainForm(schema, { ...emptyAccount, ...emptyProfile, ...defaultValues });
  const control = asControl(form.control);
  return (
    <FormFrame form={form} onSubmit={onSubmit} label="Account information">
      <ProfileFields
        control={control}
        setValue={asSetValue(form.setValue)}
        specializationRule="unless-beed"
        sniffType={sniffType}
        accountFields={<AccountFields control={control} />}
      />
      <EnrollmentChoices control={control} multipleSchedule={multipleSchedule} />
      <StepActions previousAction={previousAction} submitLabel={submitLabel} isPending={form.formState.isSubmitting} />
    </FormFrame>
  );
}

export interface PackageAccountStepProps extends StepProps {
  onSubmit: (values: PackageEnrollmentValues) => Promise<void> | void;
  defaultValues?: Partial<PackageEnrollmentValues>;
}

/**
 * Account step of the package enrollment (spec §2 "/enroll", §5): a password of at least 8
 * characters with its confirmation; specialization asked for BSED and UNITS/CPE.
 */
export function PackageAccountStep({
  onSubmit,
  defaultValues,
  multipleSchedule = false,
  today,
  sniffType = sniffFileType,
  previousAction,
  submitLabel,
}: PackageAccountStepProps) {
  const day = today ?? realToday();
  const schema = useMemo(() => packageEnrollmentSchema({ today: day, multipleSchedule }), [day, multipleSchedule]);
  const form = useDomainForm(schema, { ...emptyAccount, confirmPassword: '', ...emptyProfile, ...defaultValues });
  const control = asControl(form.control);
  return (
    <FormFrame form={form} onSubmit={onSubmit} label="Account information">
      <ProfileFields
        control={control}
        setValue={asSetValue(form.setValue)}
        specializationRule="bsed-or-units"
        sniffType={sniffType}
        accountFields={
          <AccountFields control={control} withConfirmation passwordDescription="At least 8 characters." />
        }
      />
      <EnrollmentChoices control={control} multipleSchedule={multipleSchedule} />
      <StepActions previousAction={previousAction} submitLabel={submitLabel} isPending={form.formState.isSubmitting} />
    </FormFrame>
  );
}

export interface SignedInAccountStepProps extends StepProps {
  /** The signed-in user's e-mail: shown, never edited (spec §2). */
  email: string;
  /** What the profile already holds (GET /users/me); those fields are shown read-only. */
  profile: KnownProfile;
  /** Sends only what was missing, plus branch and schedule. */
  onSubmit: (values: AccountStepValues) => Promise<void> | void;
  defaultValues?: Partial<AccountStepValues>;
}

/**
 * Account step for a signed-in user (spec §2 step 1, §5): known values read-only, the e-mail
 * read-only, only missing fields asked (each with its rule), branch always asked.
 */
export function SignedInAccountStep({
  onSubmit,
  email,
  profile,
  defaultValues,
  multipleSchedule = false,
  today,
  sniffType = sniffFileType,
  previousAction,
  submitLabel,
}: SignedInAccountStepProps) {
  const day = today ?? realToday();
  const schema = useMemo(
    // The domain types its input as unknown (it depends on the profile); the form holds field values.
    () => accountStepSchema({ profile, multipleSchedule, today: day }) as z.ZodMiniType<AccountStepValues, FieldValues>,
    [profile, multipleSchedule, day],
  );
  // Only missing fields are form fields: a known value must never travel back as ''.
  const missing = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).filter(([key]) => !hasValue(profile[key as keyof KnownProfile])));
  const form = useDomainForm(schema, missing({ ...emptyProfile, ...defaultValues }));
  const control = asControl(form.control);
  return (
    <FormFrame
      form={form}
      onSubmit={(values) => onSubmit(missing(values) as AccountStepValues)}
      label="Account information"
    >
      <ProfileFields
        control={control}
        setValue={asSetValue(form.setValue)}
        known={profile}
        specializationRule="unless-beed"
        sniffType={sniffType}
        accountFields={
          <Section>
            <legend>Account</legend>
            <TextField label="Email" value={email} isReadOnly />
          </Section>
        }
      />
      <EnrollmentChoices control={control} multipleSchedule={multipleSchedule} />
      <StepActions previousAction={previousAction} submitLabel={submitLabel} isPending={form.formState.isSubmitting} />
    </FormFrame>
  );
}
