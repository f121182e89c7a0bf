import { LIMITS } from '../constants.ts';

/**
 * Every message the product §5 validation schemas show, as data, so forms, the server and tests use the
 * same strings. Four are quoted from the spec verbatim (marked "spec"); where the spec names only
 * the rule, the message says which field is wrong and how.
 */
export const fieldMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordMin: (min: number) => `Password must be at least ${min} characters`,
  passwordMax: (max: number) => `Password must be at most ${max} characters`,
  confirmPasswordRequired: 'Please confirm your password',
  passwordMismatch: 'Passwords do not match',

  firstNameRequired: 'First name is required',
  middleNameRequired: 'Middle name is required',
  lastNameRequired: 'Last name is required',
  mobileRequired: 'Mobile number is required',
  mobileDigits: 'Mobile number must contain digits only',
  mobileLength: `Mobile number must be exactly ${LIMITS.mobileLength} digits`,
  mobileMin: `Mobile number must be at least ${LIMITS.mobileLength} digits`,
  civilStatusInvalid: 'Civil status must be Single, Married, Divorced or Widowed',
  birthdateRequired: 'Birthdate is required',
  birthdateInvalid: 'Birthdate is not a valid date',
  /** product §5 */
  minimumAge: 'You need to be at least 18 years old',
  birthPlaceRequired: 'Birth place is required',
  idNameRequired: 'ID name is required',
  idAttachmentRequired: 'ID attachment is required',
  imageTypeInvalid: 'Only PNG or JPEG images are allowed',
  streetRequired: 'Street is required',
  cityRequired: 'City is required',
  provinceRequired: 'Province is required',
  zipCodeRequired: 'Zip code is required',
  collegeRequired: 'College is required',
  collegeAddressRequired: 'College address is required',
  courseInvalid: 'Course must be BEED, BSED or UNITS/CPE',
  specializationRequired: 'Specialization is required',
  specializationInvalid: 'Specialization must be one of the listed options',
  firstTimerInvalid: 'First timer must be Yes or No',
  lastTakeDateRequired: 'Last take date is required',
  /** product §5: an unreadable date or one after tomorrow. */
  dateInvalid: 'Date is invalid',
  /** product §5 */
  branchRequired: "Branch/Location can't be blank",
  scheduleRequired: 'Schedule is required',
  /** A branch or schedule the offering is not given in (decision 0054). */
  branchNotOffered: (name: string) => `This offering is not given in ${name}: choose another Branch/Location`,
  scheduleNotOffered: (name: string) => `This offering has no ${name} schedule: choose another Schedule`,

  paymentTypeRequired: 'Payment type is required',
  paymentOptionInvalid: 'Payment option must be BPI, BDO, Metrobank or GCash',
  priceRequired: 'Price is required',
  priceNumeric: 'Price must be a number without commas or special characters',
  receiptIdRequired: 'Receipt ID is required',
  paymentDateRequired: 'Payment date is required',
  attachmentsRequired: 'Attach at least one image of your payment',
  /** product §5 */
  maxFiles: `Maximum files exceeds (${LIMITS.paymentProofFilesMax})`,
  fileInvalid: 'Attachment is not a file',

  categoryInvalid: 'Category must be ENROLLMENT, WEBSITE, MOBILE APP or OTHERS',
  contentRequired: 'Message is required',
  titleRequired: 'Title is required',

  tooLong: (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters`,

  answerNotAnOption: "The answer must be one of the question's options",
} as const;
