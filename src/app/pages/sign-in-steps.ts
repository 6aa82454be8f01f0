// The steps after the login form load as one chunk: /2fa, or /authentication-error when no code can
// be sent. The login page loads without them (its form is usable without the code step's
// validation) and fetches this chunk once it shows. The rarely needed "No code? Contact us" pages
// load on their own.
export { default as TwoFactorPage } from './two-factor.page';
export { default as AuthenticationErrorPage } from './authentication-error.page';
