// The sign-in flow's pages load as one chunk: a visitor on /login needs /2fa next.
export { default as LoginPage } from './login.page';
export { default as TwoFactorPage } from './two-factor.page';
export { default as AuthenticationErrorPage } from './authentication-error.page';
export { default as TwoFactorContactPage } from './two-factor-contact.page';
export { default as TwoFactorContactSuccessPage } from './two-factor-contact-success.page';
export { default as TwoFactorContactErrorPage } from './two-factor-contact-error.page';
