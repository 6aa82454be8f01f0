import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageKey, RouteMatch } from './route-table';

export interface PageProps {
  match: RouteMatch;
}

const guest = () => import('./pages/guest-pages');

/** Every built page, loaded on demand. */
export const pages: Record<PageKey, LazyExoticComponent<ComponentType<PageProps>>> = {
  login: lazy(() => guest().then((m) => ({ default: m.LoginPage }))),
  twoFactor: lazy(() => guest().then((m) => ({ default: m.TwoFactorPage }))),
  authenticationError: lazy(() => guest().then((m) => ({ default: m.AuthenticationErrorPage }))),
  twoFactorContact: lazy(() => guest().then((m) => ({ default: m.TwoFactorContactPage }))),
  twoFactorContactSuccess: lazy(() => guest().then((m) => ({ default: m.TwoFactorContactSuccessPage }))),
  twoFactorContactError: lazy(() => guest().then((m) => ({ default: m.TwoFactorContactErrorPage }))),
  taxId: lazy(() => import('./pages/tax-id.page')),
  changePassword: lazy(() => import('./pages/change-password.page')),
  dashboard: lazy(() => import('./pages/dashboard.page')),
  inbox: lazy(() => import('./pages/inbox.page')),
  reservations: lazy(() => import('./pages/reservations.page')),
  reservation: lazy(() => import('./pages/reservation.page')),
  forgotPassword: lazy(() => import('./pages/recovery-pages').then((m) => ({ default: m.ForgotPasswordPage }))),
  forgotPasswordSuccess: lazy(() => import('./pages/recovery-pages').then((m) => ({ default: m.ForgotPasswordSuccessPage }))),
  resetPassword: lazy(() => import('./pages/recovery-pages').then((m) => ({ default: m.ResetPasswordPage }))),
  changePasswordConfirmation: lazy(() => import('./pages/recovery-pages').then((m) => ({ default: m.PasswordChangedPage }))),
  forgotNumber: lazy(() => import('./pages/recovery-pages').then((m) => ({ default: m.ForgotNumberPage }))),
  forgotNumberSuccess: lazy(() => import('./pages/recovery-pages').then((m) => ({ default: m.ForgotNumberSuccessPage }))),
  passwordlessLogin: lazy(() => import('./pages/passwordless-login.page')),
};
