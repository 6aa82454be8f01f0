// The sign-in flow's pages load as one chunk: a visitor on /login needs /2fa next. The rarely
// needed "No code? Contact us" pages load on their own.
export { default as LoginPage } from './login.page';
export { default as TwoFactorPage } from './two-factor.page';
export { default as AuthenticationErrorPage } from './authentication-error.page';
