/** A password-reset link works for 60 minutes, once. */
export const RESET_LINK_VALID_MINUTES = 60;
/**
 * For this many days after its mobile number changed, an account without e-mail gets no
 * password-reset link by text message: the new number alone must not be able to take it over.
 */
export const RESET_HOLD_AFTER_PHONE_CHANGE_DAYS = 7;
/** A secondary e-mail confirmation link works for 24 hours, once. */
export const EMAIL_LINK_VALID_HOURS = 24;
/** A step-up (a fresh second factor) lets a session change security and legal data for 10 minutes. */
export const STEP_UP_FRESH_MINUTES = 10;
/** The longest name of a passkey. */
export const PASSKEY_NAME_MAX = 60;
/** Passkeys one account may register. */
export const MAX_PASSKEYS = 20;
