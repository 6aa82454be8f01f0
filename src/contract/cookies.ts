/**
 * A cookie readable by the page that says a session cookie was set (the session cookie itself is
 * HttpOnly). Without it the SPA knows nobody is signed in and skips the profile request, whose
 * 401 would otherwise be logged on every visit to the login page. It carries no secret.
 */
export const SIGNED_IN_COOKIE = 'portal_signed_in';
