/**
 * A cookie readable by the page that says a session cookie was set (the session cookie itself is
 * HttpOnly). Without it the SPA knows nobody is signed in and skips the profile request, whose
 * 401 would otherwise be logged on every visit to the login page. It carries no secret.
 */
export const SIGNED_IN_COOKIE = 'portal_signed_in';

/**
 * The browser's time zone (an IANA name), kept by the app from its first page on: the server
 * renders a signed-in page's times of day and "today" in it, as the browser will
 * (src/app/first-view.tsx). Necessary for the page to show as it will, like the language cookie;
 * nothing else reads it.
 */
export const TIME_ZONE_COOKIE = 'portal_tz';
