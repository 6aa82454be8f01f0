/** An IBAN-like value: two uppercase letters, two digits, then uppercase letters or digits. */
export const IBAN_LIKE = /^[A-Z]{2}\d{2}[A-Z0-9]+$/;

/** An accommodation code: two uppercase letters followed by three dot-separated digit groups (HR2731.100.1). */
export const ACCOMMODATION_CODE = /^[A-Z]{2}\d+\.\d+\.\d+$/;

/** One or more ASCII digits and nothing else. */
export const DIGITS_ONLY = /^\d+$/;

/**
 * A phone number: 5 to 15 digits, an optional country prefix '+' or '00' in front, separated by
 * spaces, '-', '.', '/' or parentheses (balance is not checked).
 */
export const PHONE_NUMBER = /^(?:\+|00)?(?:[ \-./()]*\d){5,15}[ \-./()]*$/;

/** Removes everything but ASCII letters and digits. */
export function stripNonAlphanumerics(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '');
}

/** Whether a value is an accommodation code (see ACCOMMODATION_CODE). */
export function isAccommodationCode(value: unknown): value is string {
  return typeof value === 'string' && ACCOMMODATION_CODE.test(value);
}

/** Whether a value is a phone number (see PHONE_NUMBER). */
export function isPhoneNumber(value: unknown): value is string {
  return typeof value === 'string' && PHONE_NUMBER.test(value);
}

/** An e-mail address as people type it: one @, no spaces, a dot in the domain (no full RFC 5322). */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Whether a value is an e-mail address (see EMAIL_ADDRESS). */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && EMAIL_ADDRESS.test(value);
}

/** Whether a value is a way to reach someone: an e-mail address or a phone number. */
export function isEmailOrPhone(value: unknown): value is string {
  return isEmailAddress(value) || isPhoneNumber(value);
}

/** A tax number as owners type it: a letter or digit, then 3–29 letters, digits, spaces or ./- */
export const TAX_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]{3,29}$/;

/** The second factor's code: six digits. */
export const VERIFICATION_CODE = /^\d{6}$/;

/** NIST SP 800-63B: a new password has at least 8 characters, at most 64, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
