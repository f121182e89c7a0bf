import { TextField } from '@review-center/design-system';
import { CIVIL_STATUSES, COURSES, SPECIALIZATIONS, YES_NO, type ProfileField } from '@review-center/domain';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormFileField } from './FormFileField.tsx';
import { FormDatePicker } from './FormDatePicker.tsx';
import { FormRadioGroup } from './FormRadioGroup.tsx';
import { FormSelect } from './FormSelect.tsx';
import { FormTextField } from './fields.tsx';
import { formPart } from './formPart.ts';
import { hasValue, knownText, type KnownProfile } from './known.ts';
import { Row, Section } from './layout.tsx';
import { PlaceFields, type PlaceFieldsProps } from './PlaceFields.tsx';
import { sniffFileType, type SniffType } from './sniffFileType.ts';
import type { ProfileFormValues } from './values.ts';

/**
 * When specialization is asked (product §5): unless the course is BEED (registration, offering
 * enrollment), or only for BSED and UNITS/CPE (package enrollment).
 */
export type SpecializationRule = 'unless-beed' | 'bsed-or-units';

const LABELS: Record<ProfileField, string> = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  mobile: 'Mobile',
  civilStatus: 'Civil status',
  birthdate: 'Birthdate',
  birthPlace: 'Birth place',
  idName: 'ID name',
  idAttachment: 'ID attachment',
  street: 'Street',
  city: 'City / municipality',
  province: 'Province',
  zipCode: 'Zip code',
  course: 'Course',
  specialization: 'Specialization',
  firstTimer: 'First timer',
  lastTakeDate: 'Last take date',
  college: 'College',
  collegeAddress: 'College address',
};

export interface ProfileFieldsProps<T extends ProfileFormValues, O> {
  /** The form the fields belong to: its values must hold every profile field. */
  form: UseFormReturn<T, unknown, O>;
  /** Known values: shown read-only and not asked again (product §2 signed-in variant). */
  known?: KnownProfile | undefined;
  specializationRule: SpecializationRule;
  /** @default the `file-type` library's magic-byte detection */
  sniffType?: SniffType | undefined;
  /** Fields placed before the basic information, e.g. e-mail and password. */
  accountFields?: ReactNode;
}

/**
 * The basic, address and education information of product §2 (registration and the enrollment
 * wizard's account step), with the conditional fields of product §2 and §5: specialization only when
 * the course asks for it, the last-take date only for a repeat taker, cities of the chosen
 * province only (Metro Manila is region NCR in the PSGC list).
 */
export function ProfileFields<T extends ProfileFormValues, O>({
  form,
  known = {},
  specializationRule,
  sniffType = sniffFileType,
  accountFields,
}: ProfileFieldsProps<T, O>) {
  const { control, setValue } = formPart<ProfileFormValues, T, O>(form);
  const [course, firstTimer, province] = useWatch({ control, name: ['course', 'firstTimer', 'province'] });
  const effectiveCourse = hasValue(course) ? course : known.course;
  const effectiveFirstTimer = hasValue(firstTimer) ? firstTimer : known.firstTimer;
  const effectiveProvince = hasValue(province) ? province : known.province;

  const asksSpecialization =
    specializationRule === 'unless-beed'
      ? effectiveCourse !== 'BEED'
      : effectiveCourse === 'BSED' || effectiveCourse === 'UNITS/CPE';
  const asksLastTake = effectiveFirstTimer === 'No' || effectiveFirstTimer === false;

  /**
   * A known field read-only; a missing one asked with the editor `ask` renders, which gets the
   * field's name and label.
   */
  const field = <K extends ProfileField>(
    key: K,
    ask: (bound: { control: typeof control; name: K; label: string }) => ReactNode,
  ): ReactNode =>
    hasValue(known[key]) ? (
      <TextField key={key} label={LABELS[key]} value={knownText(known[key])} isReadOnly />
    ) : (
      ask({ control, name: key, label: LABELS[key] })
    );

  return (
    <>
      {accountFields}
      <Section>
        <legend>Basic information</legend>
        <Row>
          {field('firstName', (bound) => (
            <FormTextField {...bound} autoComplete="given-name" />
          ))}
          {field('middleName', (bound) => (
            <FormTextField {...bound} autoComplete="additional-name" />
          ))}
          {field('lastName', (bound) => (
            <FormTextField {...bound} autoComplete="family-name" />
          ))}
        </Row>
        <Row>
          {field('mobile', (bound) => (
            <FormTextField
              {...bound}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              description="11 digits, e.g. 09171234567."
            />
          ))}
          {field('civilStatus', (bound) => (
            <FormSelect {...bound} options={CIVIL_STATUSES} />
          ))}
        </Row>
        <Row>
          {field('birthdate', (bound) => (
            <FormDatePicker {...bound} />
          ))}
          {field('birthPlace', (bound) => (
            <FormTextField {...bound} />
          ))}
        </Row>
        {field('idName', (bound) => (
          <FormTextField {...bound} description="The ID you attach, e.g. UMID or passport." />
        ))}
        {field('idAttachment', (bound) => (
          <FormFileField {...bound} single description="A PNG or JPEG photo of your ID." sniffType={sniffType} />
        ))}
      </Section>
      <Section>
        <legend>Address</legend>
        {field('street', (bound) => (
          <FormTextField {...bound} autoComplete="address-line1" />
        ))}
        <Row>
          <PlaceFields
            field={field as PlaceFieldsProps['field']}
            province={effectiveProvince}
            clearCity={() => setValue('city', '', { shouldValidate: false })}
          />
        </Row>
        {field('zipCode', (bound) => (
          <FormTextField {...bound} inputMode="numeric" autoComplete="postal-code" />
        ))}
      </Section>
      <Section>
        <legend>Education</legend>
        <Row>
          {field('course', (bound) => (
            <FormSelect {...bound} options={COURSES} />
          ))}
          {asksSpecialization
            ? field('specialization', (bound) => <FormSelect {...bound} options={SPECIALIZATIONS} shouldUnregister />)
            : null}
        </Row>
        {/* Asked as a question; shown read-only under its plain label. */}
        {field('firstTimer', (bound) => (
          <FormRadioGroup {...bound} label="First timer?" options={YES_NO} />
        ))}
        {asksLastTake ? field('lastTakeDate', (bound) => <FormDatePicker {...bound} shouldUnregister />) : null}
        {field('college', (bound) => (
          <FormTextField {...bound} />
        ))}
        {field('collegeAddress', (bound) => (
          <FormTextField {...bound} />
        ))}
      </Section>
    </>
  );
}
