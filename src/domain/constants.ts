/** Business constants of the specification (section 9) that are plain values. */

/** Reservations per page of the reservation list. */
export const RESERVATION_PAGE_SIZE = 12;
/** Second-factor verification tries a login starts with. */
export const VERIFICATION_TRIES = 3;
/** Delay before the live events stream reconnects after an error. */
export const EVENTS_RECONNECT_MS = 5000;
/** How long the spinner shows after a language switch. */
export const LOCALE_SWITCH_SPINNER_MS = 400;
/** Cookie that keeps the chosen interface language. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;
/** Storage key of the consent decision. */
export const CONSENT_KEY = 'CONSENT';
/** Query freshness: general, notifications list, inbox status. No refetch on focus, no retries. */
export const QUERY_STALE_MS = 300_000;
export const NOTIFICATIONS_STALE_MS = 20_000;
export const INBOX_STATUS_STALE_MS = 0;
export const PICTURES_CACHE_HOURS = 24;
/** The install banner stays hidden this long after it was closed. */
export const PWA_BANNER_HIDDEN_HOURS = 1080;
/** Scroll-depth tracking thresholds in percent of the page. */
export const SCROLL_DEPTH_THRESHOLDS = [25, 50, 75, 100] as const;
export const SCROLL_THROTTLE_MS = 150;
/** Release recorded for error reporting. */
export const RELEASE_VERSION = '2.28.1';

/** The feedback banner opens this long after login or app start, if due. */
export const FEEDBACK_OPEN_DELAY_MS = 30_000;
/** A delayed close closes the feedback banner this long after it was requested. */
export const FEEDBACK_DELAYED_CLOSE_MS = 5_000;
/** The longest comment the feedback banner sends with its score. */
export const RATING_COMMENT_MAX = 2000;
