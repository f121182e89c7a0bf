/**
 * The center's contact details, shown by the footer, the FAQ and the support panel (product §1
 * "footer with contact links", product §2 FAQ and Support). The spec writes them as placeholders
 * ({email}); these are the reference deployment's values, kept in one place so a deployment
 * changes them once.
 */
export const CONTACT = {
  supportEmail: 'support@review-center.ph',
  itSupportEmail: 'itsupport@review-center.ph',
  phone: '(02) 8123 4567',
  textNumber: '0917 123 4567',
  facebook: 'https://www.facebook.com/',
} as const;

/** Store badges of the mobile app (product §1 footer, §2 Home "mobile app teaser"). */
export const APP_STORES = [
  { name: 'App Store', label: 'Download on the App Store', href: 'https://apps.apple.com/' },
  { name: 'Google Play', label: 'Get it on Google Play', href: 'https://play.google.com/store' },
] as const;
