/** The profile fields a reviewee may change here; the e-mail is read-only (product §2). */
export const EDITABLE = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  mobile: 'Mobile',
  birthPlace: 'Birth place',
  street: 'Street',
  city: 'City',
  province: 'Province',
  zipCode: 'Zip code',
  college: 'College',
  collegeAddress: 'College address',
} as const;
export type EditableField = keyof typeof EDITABLE;
export const FIELDS = Object.keys(EDITABLE) as EditableField[];
