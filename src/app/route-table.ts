import type { MessageDescriptor } from '@lingui/core';
import type { Permission } from '../domain/enumerations';
import { matchPattern, splitPath } from '../domain/route-path';
import type { PageLoader, RouteDefinition, RouteMatch } from './route-types';

// The login page loads alone; the steps after it (/2fa, /authentication-error) as one chunk, which
// the login page fetches once its form shows.
const signIn: PageLoader = () => import('./pages/login.page');
const signInStep = (name: keyof typeof import('./pages/sign-in-steps')): PageLoader => () => import('./pages/sign-in-steps').then((m) => ({ default: m[name] }));

// The recovery pages load as one chunk: /forgot-password needs its success page next.
const recovery = (name: keyof typeof import('./pages/recovery-pages')): PageLoader => () => import('./pages/recovery-pages').then((m) => ({ default: m[name] }));

// The profile: the overview alone, the contact-data forms as one chunk, the legal data as one.
const profileContactPage = (name: keyof typeof import('./pages/profile-contact-pages')): PageLoader => () =>
  import('./pages/profile-contact-pages').then((m) => ({ default: m[name] }));
const legalDataPage = (name: keyof typeof import('./pages/legal-data-pages')): PageLoader => () => import('./pages/legal-data-pages').then((m) => ({ default: m[name] }));
// Both contact-us result pages load as one chunk.
const contactUsResult = (name: keyof typeof import('./pages/contact-us-result.page')): PageLoader => () =>
  import('./pages/contact-us-result.page').then((m) => ({ default: m[name] }));

const guest = (pattern: string, page: PageLoader | null, title: MessageDescriptor, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  pattern,
  page,
  layout: 'loggedout',
  guest: true,
  title,
  ...extra,
});

const member = (pattern: string, page: PageLoader | null, title: MessageDescriptor, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  pattern,
  page,
  layout: 'loggedin',
  title,
  ...extra,
});

const permitted = (permission: Permission, more: readonly string[] = []): Partial<RouteDefinition> => ({
  middleware: ['permission', ...more],
  permission,
});
const payments: Partial<RouteDefinition> = { middleware: ['payments'] };
// The four documents pages are one page scoped by its route.
const documents: PageLoader = () => import('./pages/documents.page');

/** Every route of the specification (section 2), in match order. */
export const routes: readonly RouteDefinition[] = [
  guest('/login', signIn, /*i18n*/ { id: 'meta.login', message: 'Sign in' }, { layout: 'login' }),
  guest('/forgot-number', recovery('ForgotNumberPage'), /*i18n*/ { id: 'meta.forgotNumber', message: 'Forgot your owner number' }),
  guest('/forgot-number/success', recovery('ForgotNumberSuccessPage'), /*i18n*/ { id: 'meta.forgotNumber', message: 'Forgot your owner number' }),
  guest('/forgot-password', recovery('ForgotPasswordPage'), /*i18n*/ { id: 'meta.forgotPassword', message: 'Forgot your password' }),
  guest('/forgot-password/success', recovery('ForgotPasswordSuccessPage'), /*i18n*/ { id: 'meta.forgotPassword', message: 'Forgot your password' }),
  guest('/reset-password', recovery('ResetPasswordPage'), /*i18n*/ { id: 'meta.resetPassword', message: 'Set a new password' }, { params: 'resetPassword' }),
  guest('/change-password-confirmation', recovery('PasswordChangedPage'), /*i18n*/ { id: 'meta.changePasswordConfirmation', message: 'Password changed' }),
  guest('/2fa', signInStep('TwoFactorPage'), /*i18n*/ { id: 'meta.twoFactor', message: 'Security code' }),
  guest('/2fa/contact-us', () => import('./pages/two-factor-contact.page'), /*i18n*/ { id: 'meta.twoFactorContact', message: 'Contact us about your security code' }),
  guest('/2fa/contact-us/error', () => import('./pages/two-factor-contact-error.page'), /*i18n*/ { id: 'meta.twoFactorContactError', message: 'Message not sent' }),
  guest('/2fa/contact-us/success', () => import('./pages/two-factor-contact-success.page'), /*i18n*/ { id: 'meta.twoFactorContactSuccess', message: 'Message sent' }),
  guest('/authentication-error', signInStep('AuthenticationErrorPage'), /*i18n*/ { id: 'meta.authenticationError', message: 'We cannot send you a code' }),
  guest('/reference-form', () => import('./pages/reference-form.page'), /*i18n*/ { id: 'meta.referenceForm', message: 'Recommend a homeowner' }, {
    public: true,
    nav: { place: 'more', order: 92, icon: 'referral' },
  }),
  guest('/guide', () => import('./pages/guide.page'), /*i18n*/ { id: 'meta.guide', message: 'Guide' }, {
    public: true,
    middleware: ['guide'],
    nav: { place: 'more', order: 95, icon: 'guide' },
  }),

  member('/', () => import('./pages/dashboard.page'), /*i18n*/ { id: 'meta.dashboard', message: 'Overview' }, {
    nav: { place: 'tab', order: 10, icon: 'overview', section: '/' },
  }),
  member('/inbox', () => import('./pages/inbox.page'), /*i18n*/ { id: 'meta.inbox', message: 'Inbox' }, { nav: { place: 'more', order: 50, icon: 'inbox' } }),
  member('/tax-id', () => import('./pages/tax-id.page'), /*i18n*/ { id: 'meta.taxId', message: 'Your tax numbers' }, permitted('ViewTaxId')),
  member('/opportunities', () => import('./pages/opportunities.page'), /*i18n*/ { id: 'meta.opportunities', message: 'Opportunities' }, {
    ...permitted('ViewOpportunities'),
    nav: { place: 'more', order: 80, icon: 'insights' },
  }),
  member('/contact-list', () => import('./pages/contact-list.page'), /*i18n*/ { id: 'meta.contactList', message: 'Contacts' }, { nav: { place: 'more', order: 90, icon: 'contact' } }),
  member('/contact-us', () => import('./pages/contact-us.page'), /*i18n*/ { id: 'meta.contactUs', message: 'Contact us' }),
  member('/contact-us/error', contactUsResult('ContactUsErrorPage'), /*i18n*/ { id: 'meta.contactUs', message: 'Contact us' }),
  member('/contact-us/success', contactUsResult('ContactUsSuccessPage'), /*i18n*/ { id: 'meta.contactUs', message: 'Contact us' }),
  member('/reviews', () => import('./pages/reviews.page'), /*i18n*/ { id: 'meta.reviews', message: 'Guest reviews' }, { nav: { place: 'more', order: 55, icon: 'reviews' } }),
  member('/owner-booking', () => import('./pages/owner-booking.page'), /*i18n*/ { id: 'meta.ownerBooking', message: 'Book your own stay' }, { ...permitted('BookOwnerStays'), nav: { place: 'more', order: 52, icon: 'calendar' } }),
  member('/contract-prices/*slug', () => import('./pages/contract-prices.page'), /*i18n*/ { id: 'meta.contractPrices', message: 'Contract prices' }, {
    ...permitted('ViewContractPrices'),
    params: 'contractPrices',
    nav: { place: 'more', order: 70, icon: 'contract', href: '/contract-prices' },
  }),
  member('/payments-overview', () => import('./pages/payments-overview.page'), /*i18n*/ { id: 'meta.paymentsOverview', message: 'Payments' }, {
    ...payments,
    nav: { place: 'tab', order: 40, icon: 'payments' },
  }),
  member('/payments-overview/statements', () => import('./pages/statements.page'), /*i18n*/ { id: 'meta.statements', message: 'Statements' }, payments),
  member('/property-profile/*slug', () => import('./pages/property-profile.page'), /*i18n*/ { id: 'meta.propertyProfile', message: 'Property profile' }, { params: 'propertyProfile', keepScroll: true }),
  member('/property-benchmark/*slug', () => import('./pages/property-benchmark.page'), /*i18n*/ { id: 'meta.propertyBenchmark', message: 'Property benchmark' }, { ...permitted('ViewBenchmark'), params: 'benchmark' }),
  member('/reservations/:type', () => import('./pages/reservations.page'), /*i18n*/ { id: 'meta.reservations', message: 'Reservations' }, {
    params: 'reservationType',
    nav: { place: 'tab', order: 20, icon: 'reservations', href: '/reservations/arrivals', section: '/reservations/' },
  }),
  member('/reservations/:type/:id', () => import('./pages/reservation.page'), /*i18n*/ { id: 'meta.reservation', message: 'Reservation' }, { params: 'reservationType' }),
  // The installed app's Calendar shortcut: opens the first home's calendar, whoever the owner is.
  // The navigation's Calendar (and the installed app's shortcut): the first home's calendar at today, whoever the owner is.
  member('/bookings/calendar', () => import('./pages/calendar-home.page'), /*i18n*/ { id: 'meta.calendar', message: 'Booking calendar' }, {
    ...permitted('ViewCalendar'),
    nav: { place: 'tab', order: 30, icon: 'calendar', label: /*i18n*/ { id: 'nav.calendar', message: 'Calendar' } },
  }),
  member('/bookings/calendar/:accommodationCode', () => import('./pages/calendar.page'), /*i18n*/ { id: 'meta.calendar', message: 'Booking calendar' }, {
    ...permitted('ViewCalendar', ['accommodation']),
    params: 'calendar',
  }),
  // Every home with the way to its pages (calendar, profile, benchmark, prices, documents, iCal): at the top of "More".
  member('/homes', () => import('./pages/homes.page'), /*i18n*/ { id: 'meta.homes', message: 'Your homes' }, {
    nav: { place: 'more', order: 45, icon: 'homes', label: /*i18n*/ { id: 'nav.homes', message: 'Homes' } },
  }),
  member('/profile', () => import('./pages/profile.page'), /*i18n*/ { id: 'meta.profile', message: 'Your profile' }, { nav: { place: 'more', order: 60, icon: 'account' } }),
  member('/profile/legal', legalDataPage('LegalDataPage'), /*i18n*/ { id: 'meta.profileLegal', message: 'Legal and tax data' }, permitted('ViewLegal')),
  member('/profile/legal/:form', legalDataPage('LegalFormPage'), /*i18n*/ { id: 'meta.profileLegal', message: 'Legal and tax data' }, { ...permitted('ViewLegal'), params: 'legalForm' }),
  member('/profile/change-phone', profileContactPage('ChangePhonePage'), /*i18n*/ { id: 'meta.changePhone', message: 'Change phone number' }),
  member('/profile/notifications', profileContactPage('NotificationsPage'), /*i18n*/ { id: 'meta.notifications', message: 'Notifications' }),
  member('/profile/change-address', profileContactPage('ChangeAddressPage'), /*i18n*/ { id: 'meta.changeAddress', message: 'Change address' }),
  member('/profile/change-password', () => import('./pages/change-password.page'), /*i18n*/ { id: 'meta.changePassword', message: 'Change password' }),
  member('/profile/sessions', () => import('./pages/active-sessions.page'), /*i18n*/ { id: 'meta.sessions', message: 'Where you are signed in' }),
  member('/profile/passwordless-login', () => import('./pages/passwordless-login.page'), /*i18n*/ { id: 'meta.passwordlessLogin', message: 'Passkeys' }, permitted('ViewPasskeys')),
  member('/profile/payment-info', () => import('./pages/payment-info.page'), /*i18n*/ { id: 'meta.paymentInfo', message: 'Payment information' }, payments),
  member('/profile/payment-info/change-bank-details', () => import('./pages/change-bank-details.page'), /*i18n*/ { id: 'meta.changeBankDetails', message: 'Change bank details' }, payments),
  member('/documents', documents, /*i18n*/ { id: 'meta.documents', message: 'Documents' }, {
    ...permitted('ViewDocuments'),
    nav: { place: 'more', order: 65, icon: 'contract' },
  }),
  member('/documents/tax-documentation', documents, /*i18n*/ { id: 'meta.taxDocumentation', message: 'Tax documentation' }, permitted('ViewTaxDocumentation')),
  member('/documents/:accommodationCode/contracts', documents, /*i18n*/ { id: 'meta.contracts', message: 'Contracts' }, permitted('ViewDocuments', ['accommodation'])),
  member('/documents/:accommodationCode/croatian-price-documentation', documents, /*i18n*/ { id: 'meta.croatianPriceDocumentation', message: 'Croatian price documentation' }, permitted('ViewDocuments', ['accommodation'])),
];

/** Finds the route for a path (trailing slashes and percent-encoding tolerated). */
export function matchRoute(path: string, table: readonly RouteDefinition[] = routes): RouteMatch | null {
  const segments = splitPath(path);
  if (segments === null) return null;
  for (const route of table) {
    const match = matchPattern(route.pattern, segments);
    if (match) return { route, ...match };
  }
  return null;
}
