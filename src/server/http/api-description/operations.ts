import { z } from 'zod';
import { Accommodations } from '../../../contract/accommodations';
import {
  AuditTrail,
  ChangeAddressRequest,
  ChangePhoneRequest,
  ConfirmEmailRequest,
  ConfirmPhoneRequest,
  LegalRecordDetail,
  LegalRecordDetails,
  NotificationSettings,
  PhoneChanged,
  PhoneChangeStarted,
  SaveLegalRequest,
  SaveNotificationsRequest,
  SecondaryEmailRequest,
} from '../../../contract/account-settings';
import { LoginRequest, LoginResponse, ResendRequest, ResendResponse, VerifyRequest, VerifyResponse } from '../../../contract/auth';
import { Benchmark, BenchmarkParams, BenchmarkQuery } from '../../../contract/benchmark';
import { CalendarQuery, CalendarResponse, HomesCalendarResponse } from '../../../contract/calendar';
import { ConsentChoice, StoredConsent } from '../../../contract/consent';
import { ContactList, ContactUsReceipt, SentContactMessageList } from '../../../contract/contact';
import {
  ContractDetail,
  ContractHomeParams,
  ContractPricesHome,
  ContractPricesOverview,
  ContractRenewalRequest,
  ContractYearParams,
  DynamicPricing,
  DynamicPricingChange,
} from '../../../contract/contract-prices';
import { ContactUsRequest } from '../../../contract/contact';
import { Dashboard } from '../../../contract/dashboard';
import { DocumentList, DocumentShare, DocumentsQuery, ShareRequest } from '../../../contract/documents';
import { FeedbackBannerClose, FeedbackBannerState } from '../../../contract/feedback-banner';
import { IcalExport, IcalFeed, IcalFeedList, IcalFeedRequest, IcalSyncResult } from '../../../contract/ical';
import { InboxStatus, MarkAllReadRequest, MarkAllReadResponse, MarkReadRequest, Notification, NotificationList, RatingRequest, RatingResponse, RenewalRequest, RenewalResponse } from '../../../contract/inbox';
import { Opportunities } from '../../../contract/opportunities';
import { IdempotencyKey, OwnerBooking, OwnerBookingRequest } from '../../../contract/owner-bookings';
import { Passkey, PasskeyLoginOptions, PasskeyLoginRequest, PasskeyPrompt, PasskeyPromptStatus, Passkeys, RegisterPasskeyRequest, RenamePasskeyRequest } from '../../../contract/passkeys';
import {
  AccommodationCodeParams,
  ContactParams,
  DemoNotificationRequest,
  DocumentIdParams,
  IdParams,
  PasskeyParams,
  ResNoParams,
  StatementParams,
} from '../../../contract/path-params';
import {
  AnnualReportParams,
  BankChangeStatus,
  BankDetailsRequest,
  ChangeCode,
  ChangeParams,
  ChangeStarted,
  ExportQuery,
  PaymentInfo,
  PaymentsOverview,
  ScheduleChanged,
  ScheduleChangeRequest,
  StatementList,
  StatementsQuery,
  TransactionPage,
  TransactionsQuery,
} from '../../../contract/payments';
import { ChangePasswordRequest, PortalLanguageRequest, Profile, SaveTaxIdsRequest, TaxLegalData } from '../../../contract/profile';
import { PictureGroups, PicturesQuery, ProfileParams, PropertyProfileResponse } from '../../../contract/property-profile';
import { PushKey, PushSubscriptionRequest, PushUnsubscribeRequest } from '../../../contract/push';
import { ForgotNumberRequest, ForgotPasswordRequest, ResetLinkRequest, ResetPasswordRequest } from '../../../contract/recovery';
import { ReferenceFormRequest, ReferenceFormToken, ReferralList, ReferralReceipt, ReferralRequest } from '../../../contract/referral';
import { ReservationEarnings } from '../../../contract/reservation-earnings';
import { Reservation, ReservationPage, ReservationsQuery } from '../../../contract/reservations';
import { LikeRequest, Review, ReviewPage, ReviewReplyRequest, ReviewsQuery, ReviewSummary, ReviewSummaryQuery } from '../../../contract/reviews';
import { ActiveSessions, SignedOutOthers } from '../../../contract/sessions';
import { StepUpPasskeyRequest, StepUpStarted, StepUpStatus, StepUpVerifyRequest } from '../../../contract/step-up';
import { TwoFactorContactRequest } from '../../../contract/support';
import { Health, Outbox, RedirectLookup, RedirectQuery } from '../../../contract/system';
import { ErrorReport, TelemetryBatch } from '../../../contract/telemetry';
import { AuthenticationOptions, RegistrationOptions } from '../../../contract/webauthn';
import type { Operation } from './operation';

const ok = (schema: z.core.$ZodType, status: 200 | 201 | 202 = 200) => ({ status, schema });
const noContent = { status: 204 } as const;
const EXPORT_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'] as const;
const notFound = { 404: ['not_found'] } as const;
/** The answers of a code check (login verify, payment changes): wrong code, expired, no tries left. */
const codeCheck = { 400: ['invalid_code', 'code_expired', 'no_tries_left'] } as const;

/**
 * Every operation of the API by `METHOD path` as the server's route table writes it (`:name` for
 * a path value). test/server/http/openapi.test.ts holds this table to the routes the server
 * registers: a route without an entry, or an entry without a route, fails it.
 */
export const operations: Readonly<Record<string, Operation>> = {
  // The API's own description.
  'GET /api/openapi.json': { tag: 'system', summary: 'This description of the API (OpenAPI 3.1).', access: 'public', success: { status: 200, mediaTypes: ['application/json'] } },
  'GET /api/docs': { tag: 'system', summary: 'A readable reference of this API.', access: 'public', success: { status: 200, mediaTypes: ['text/html'] } },

  // System
  'GET /api/health': { tag: 'system', summary: 'Whether the database and the live events are up (within 2 s).', access: 'public', success: ok(Health), errors: { 503: [] } },
  'GET /api/health/ready': { tag: 'system', summary: 'Readiness probe: as /api/health, and 503 while the server stops.', access: 'public', success: ok(Health), errors: { 503: [] } },
  'GET /api/health/live': { tag: 'system', summary: 'Liveness probe (no database).', access: 'public', success: ok(z.object({ status: z.literal('ok') })) },
  'GET /api/redirects': { tag: 'system', summary: "Where an old portal path leads (null: nowhere).", access: 'public', query: RedirectQuery, success: ok(RedirectLookup) },
  'GET /api/demo/outbox': { tag: 'demo', summary: 'Every message the demo sent (demo mode only).', access: 'public', demoOnly: true, success: ok(Outbox) },
  'POST /api/demo/booking': { tag: 'demo', summary: 'Books a guest into the first free week of a random home of the account (demo mode only).', access: 'session', demoOnly: true, success: ok(Reservation, 201), errors: notFound },
  'POST /api/demo/notification': { tag: 'demo', summary: 'Creates one notification of a type (demo mode only).', access: 'session', demoOnly: true, body: DemoNotificationRequest, success: ok(Notification, 201), errors: notFound },

  // Signing in and out
  'POST /api/login': { tag: 'auth', summary: 'Password step of the login: sends a code to the second factor.', access: 'public', limited: true, body: LoginRequest, success: ok(LoginResponse), errors: { 401: ['invalid_credentials'], 403: ['second_factor_locked'] } },
  'POST /api/login/verify': { tag: 'auth', summary: 'Code step of the login: sets the session cookie.', access: 'public', limited: true, session: 'starts', body: VerifyRequest, success: ok(VerifyResponse), errors: { 400: ['invalid_code'], 401: ['login_expired', 'code_expired', 'no_tries_left'], 403: ['second_factor_locked'] } },
  'POST /api/login/resend': { tag: 'auth', summary: 'Sends the login code again.', access: 'public', limited: true, body: ResendRequest, success: ok(ResendResponse), errors: { 401: ['login_expired'], 403: ['second_factor_locked'] } },
  'POST /api/login/:contactId/resend': { tag: 'auth', summary: 'Sends the login code to a secondary contact.', access: 'public', limited: true, params: ContactParams, body: ResendRequest, success: ok(ResendResponse), errors: { 401: ['login_expired'], 403: ['second_factor_locked'], ...notFound } },
  'POST /api/logout': { tag: 'auth', summary: 'Ends the session (if any) and clears its cookies.', access: 'public', session: 'ends', success: noContent },
  'POST /api/passkeys/login/options': { tag: 'auth', summary: 'A challenge to sign in with a passkey.', access: 'public', limited: true, success: ok(PasskeyLoginOptions) },
  'POST /api/passkeys/login/verify': { tag: 'auth', summary: 'Signs in with a passkey: sets the session cookie.', access: 'public', limited: true, session: 'starts', body: PasskeyLoginRequest, success: ok(VerifyResponse), errors: { 400: ['passkey_rejected'], 401: ['login_expired', 'passkey_rejected'] } },
  'POST /api/password/forgot': { tag: 'auth', summary: 'Sends a password reset link if the owner number and e-mail match.', access: 'public', limited: true, body: ForgotPasswordRequest, success: { status: 202 } },
  'POST /api/password/reset/check': { tag: 'auth', summary: 'Whether a reset link still works (checked when the page opens, before anything is typed).', access: 'public', limited: true, body: ResetLinkRequest, success: noContent, errors: { 410: ['link_expired'] } },
  'POST /api/password/reset': { tag: 'auth', summary: 'Sets a new password with a reset link (ends every session).', access: 'public', limited: true, body: ResetPasswordRequest, success: noContent, errors: { 400: ['password_common', 'password_personal', 'password_too_weak', 'password_unchanged'], 410: ['link_expired'] } },
  'POST /api/forgot-number': { tag: 'auth', summary: 'Sends the owner number to an e-mail address on file.', access: 'public', limited: true, body: ForgotNumberRequest, success: { status: 202 } },
  'POST /api/2fa/contact-us': { tag: 'auth', summary: 'Asks support for help with the second factor.', access: 'public', limited: true, body: TwoFactorContactRequest, success: ok(RatingResponse, 201) },

  // Profile and account settings
  'GET /api/profile': { tag: 'profile', summary: "The signed-in account's profile.", access: 'session', success: ok(Profile) },
  'PUT /api/profile/language': { tag: 'profile', summary: 'The portal language messages to the owner follow.', access: 'session', body: PortalLanguageRequest, success: noContent },
  'GET /api/tax-legal-data': { tag: 'profile', summary: 'Tax numbers per legal record.', access: 'ViewTaxId', success: ok(TaxLegalData) },
  'POST /api/tax-ids': { tag: 'profile', summary: 'Saves tax numbers (replacing one on file needs a fresh step-up).', access: 'ViewTaxId', stepUp: 'when replacing', body: SaveTaxIdsRequest, success: ok(TaxLegalData), errors: notFound },
  'POST /api/profile/password': { tag: 'profile', summary: 'Changes the password (ends the other sessions).', access: 'session', limited: true, body: ChangePasswordRequest, success: noContent, errors: { 400: ['invalid_credentials', 'password_common', 'password_personal', 'password_too_weak'] } },
  'GET /api/profile/sessions': { tag: 'profile', summary: 'The active sessions of the account, most recently active first.', access: 'session', success: ok(ActiveSessions) },
  'POST /api/profile/sessions/sign-out-others': { tag: 'profile', summary: 'Ends every other session of the account.', access: 'session', success: ok(SignedOutOthers) },
  'GET /api/profile/legal': { tag: 'profile', summary: 'The legal records (person or company data) of the account.', access: 'ViewLegal', success: ok(LegalRecordDetails) },
  'PUT /api/profile/legal/:id': { tag: 'profile', summary: 'Changes a legal record.', access: 'ViewLegal', stepUp: 'always', params: IdParams, body: SaveLegalRequest, success: ok(LegalRecordDetail), errors: notFound },
  'POST /api/profile/phone': { tag: 'profile', summary: 'Starts a mobile number change: sends a code to the new number.', access: 'session', stepUp: 'always', limited: true, body: ChangePhoneRequest, success: ok(PhoneChangeStarted, 202), errors: { 400: ['already_yours'] } },
  'POST /api/profile/phone/verify': { tag: 'profile', summary: 'Confirms the new mobile number with its code.', access: 'session', limited: true, body: ConfirmPhoneRequest, success: ok(PhoneChanged), errors: { ...codeCheck, ...notFound } },
  'PUT /api/profile/address': { tag: 'profile', summary: 'Changes the postal address.', access: 'session', body: ChangeAddressRequest, success: ok(ChangeAddressRequest) },
  'GET /api/profile/notifications': { tag: 'profile', summary: 'Notification channels per kind and the secondary e-mail.', access: 'session', success: ok(NotificationSettings) },
  'PUT /api/profile/notifications': { tag: 'profile', summary: 'Saves the notification channels.', access: 'session', body: SaveNotificationsRequest, success: ok(NotificationSettings) },
  'POST /api/profile/secondary-email': { tag: 'profile', summary: 'Adds a secondary e-mail: sends a confirmation link.', access: 'session', stepUp: 'always', limited: true, body: SecondaryEmailRequest, success: ok(NotificationSettings, 202), errors: { 400: ['already_yours'] } },
  'POST /api/profile/secondary-email/confirm': { tag: 'profile', summary: 'Confirms the secondary e-mail with its link.', access: 'session', body: ConfirmEmailRequest, success: ok(NotificationSettings), errors: { 410: ['link_expired'] } },
  'DELETE /api/profile/secondary-email': { tag: 'profile', summary: 'Removes the secondary e-mail.', access: 'session', success: noContent },
  'GET /api/profile/audit': { tag: 'profile', summary: 'The changes of security and legal data, newest first.', access: 'session', success: ok(AuditTrail) },
  'GET /api/step-up': { tag: 'profile', summary: 'Until when the session is stepped up (null: not).', access: 'session', success: ok(StepUpStatus) },
  'POST /api/step-up': { tag: 'profile', summary: 'Starts a step-up: sends a code to the second factor.', access: 'session', limited: true, success: ok(StepUpStarted) },
  'POST /api/step-up/verify': { tag: 'profile', summary: 'Steps up with the code.', access: 'session', limited: true, body: StepUpVerifyRequest, success: ok(StepUpStatus), errors: codeCheck },
  'POST /api/step-up/passkey/options': { tag: 'profile', summary: 'A challenge to step up with a passkey.', access: 'session', limited: true, success: ok(AuthenticationOptions), errors: notFound },
  'POST /api/step-up/passkey/verify': { tag: 'profile', summary: 'Steps up with a passkey.', access: 'session', limited: true, body: StepUpPasskeyRequest, success: ok(StepUpStatus), errors: { 400: ['passkey_rejected'] } },
  'GET /api/passkeys': { tag: 'profile', summary: "The account's passkeys.", access: 'ViewPasskeys', success: ok(Passkeys) },
  'POST /api/passkeys/registration/options': { tag: 'profile', summary: 'A challenge to register a passkey.', access: 'ViewPasskeys', stepUp: 'always', success: ok(RegistrationOptions) },
  'POST /api/passkeys/registration/verify': { tag: 'profile', summary: 'Registers a passkey.', access: 'ViewPasskeys', stepUp: 'always', body: RegisterPasskeyRequest, success: ok(Passkey, 201), errors: { 400: ['passkey_rejected'], 409: ['passkey_exists'] } },
  'PATCH /api/passkeys/:id': { tag: 'profile', summary: 'Renames a passkey.', access: 'ViewPasskeys', stepUp: 'always', params: PasskeyParams, body: RenamePasskeyRequest, success: ok(Passkey), errors: notFound },
  'DELETE /api/passkeys/:id': { tag: 'profile', summary: 'Removes a passkey.', access: 'ViewPasskeys', stepUp: 'always', params: PasskeyParams, success: noContent, errors: notFound },
  'GET /api/passkeys/prompt': { tag: 'profile', summary: 'Whether to offer a passkey after sign-in.', access: 'session', success: ok(PasskeyPromptStatus) },
  'PUT /api/passkeys/prompt': { tag: 'profile', summary: 'Asks again later, or never.', access: 'session', body: PasskeyPrompt, success: ok(PasskeyPromptStatus) },
  'GET /api/consent': { tag: 'profile', summary: "The account's stored cookie consent.", access: 'session', success: ok(StoredConsent) },
  'PUT /api/consent': { tag: 'profile', summary: 'Stores the cookie consent.', access: 'session', body: ConsentChoice, success: ok(StoredConsent) },

  // Homes, reservations, calendar
  'GET /api/accommodations': { tag: 'homes', summary: "The account's homes by name.", access: 'session', success: ok(Accommodations) },
  'GET /api/reservations': { tag: 'reservations', summary: 'A page of reservations, filtered and sorted.', access: 'session', query: ReservationsQuery, success: ok(ReservationPage) },
  'GET /api/reservations/:resNo': { tag: 'reservations', summary: 'One reservation by number (a stay without one: by id).', access: 'session', params: ResNoParams, success: ok(Reservation), errors: notFound },
  'GET /api/reservations/:resNo/earnings': { tag: 'reservations', summary: "A reservation's income, deductions and payout.", access: 'ViewPayments', params: ResNoParams, success: ok(ReservationEarnings), errors: notFound },
  'POST /api/owner-bookings': { tag: 'calendar', summary: 'Books an owner stay; the same Idempotency-Key gets the same answer.', access: 'BookOwnerStays', headers: z.object({ 'Idempotency-Key': IdempotencyKey }), body: OwnerBookingRequest, success: ok(OwnerBooking, 201), errors: { ...notFound, 409: ['dates_unavailable', 'idempotency_key_reused'] } },
  'DELETE /api/owner-bookings/:id': { tag: 'calendar', summary: 'Removes an owner stay that has not started.', access: 'BookOwnerStays', params: IdParams, success: noContent, errors: { ...notFound, 409: ['booking_started'] } },
  'GET /api/calendar': { tag: 'calendar', summary: 'Every home of the account between two dates.', access: 'ViewCalendar', query: CalendarQuery, success: ok(HomesCalendarResponse) },
  'GET /api/calendar/:accommodationCode': { tag: 'calendar', summary: "One home's stays and prices between two dates.", access: 'ViewCalendar', params: AccommodationCodeParams, query: CalendarQuery, success: ok(CalendarResponse), errors: notFound },
  'GET /api/ical/:accommodationCode/export': { tag: 'calendar', summary: "The home's iCal address for other platforms.", access: 'ViewCalendar', params: AccommodationCodeParams, success: ok(IcalExport), errors: notFound },
  'POST /api/ical/:accommodationCode/export/rotate': { tag: 'calendar', summary: 'A new iCal address (the old one answers 404).', access: 'ViewCalendar', params: AccommodationCodeParams, success: ok(IcalExport), errors: notFound },
  'POST /api/ical/:accommodationCode/feeds': { tag: 'calendar', summary: "Imports another platform's iCal feed.", access: 'BookOwnerStays', params: AccommodationCodeParams, body: IcalFeedRequest, success: ok(IcalFeed, 201), errors: notFound },
  'GET /api/ical/:accommodationCode/feeds': { tag: 'calendar', summary: "The home's imported feeds with their newest log lines.", access: 'BookOwnerStays', params: AccommodationCodeParams, success: ok(IcalFeedList), errors: notFound },
  'POST /api/ical/feeds/:id/sync': { tag: 'calendar', summary: 'Reads an imported feed now.', access: 'BookOwnerStays', limited: true, params: IdParams, success: ok(IcalSyncResult), errors: notFound },
  'POST /api/ical/feeds/:id/export/rotate': { tag: 'calendar', summary: "A new export address for the feed's platform.", access: 'BookOwnerStays', params: IdParams, success: ok(IcalFeed), errors: notFound },
  'DELETE /api/ical/feeds/:id': { tag: 'calendar', summary: 'Removes an imported feed (its stays are canceled).', access: 'BookOwnerStays', params: IdParams, success: noContent, errors: notFound },

  // Dashboard, inbox, live events, push
  'GET /api/dashboard': { tag: 'dashboard', summary: 'Tasks, arrivals and this year’s figures.', access: 'session', success: ok(Dashboard) },
  'GET /api/inbox/notifications': { tag: 'inbox', summary: 'The newest 100 notifications.', access: 'session', success: ok(NotificationList) },
  'GET /api/inbox/status': { tag: 'inbox', summary: 'How many notifications are unread.', access: 'session', success: ok(InboxStatus) },
  'POST /api/inbox/read': { tag: 'inbox', summary: 'Marks a notification read.', access: 'session', body: MarkReadRequest, success: noContent, errors: notFound },
  'POST /api/inbox/read-all': { tag: 'inbox', summary: 'Marks read the newest notification the owner was shown and every older one (one that arrived later stays unread).', access: 'session', body: MarkAllReadRequest, success: ok(MarkAllReadResponse), errors: notFound },
  'POST /api/rating': { tag: 'inbox', summary: "Rates the portal (one per day; the last counts).", access: 'session', body: RatingRequest, success: ok(RatingResponse) },
  'POST /api/contracts/:accommodationCode/renewal': { tag: 'inbox', summary: 'Answers a renewal card: renew automatically or ask for an offer.', access: 'session', params: AccommodationCodeParams, body: RenewalRequest, success: ok(RenewalResponse), errors: { ...notFound, 409: ['renewal_not_open'] } },
  'GET /api/feedback-banner': { tag: 'inbox', summary: 'Whether the feedback banner is due.', access: 'session', success: ok(FeedbackBannerState) },
  'POST /api/feedback-banner/close': { tag: 'inbox', summary: 'Closes the feedback banner.', access: 'session', body: FeedbackBannerClose, success: ok(FeedbackBannerState) },
  'GET /api/events': { tag: 'inbox', summary: 'Live events (server-sent events: notification, resync).', access: 'session', limited: true, success: { status: 200, mediaTypes: ['text/event-stream'] } },
  'GET /api/webpush/key': { tag: 'inbox', summary: "The server's VAPID public key.", access: 'session', success: ok(PushKey) },
  'POST /api/webpush/subscribe': { tag: 'inbox', summary: "Subscribes this browser's push endpoint.", access: 'session', body: PushSubscriptionRequest, success: { status: 201 } },
  'POST /api/webpush/unsubscribe': { tag: 'inbox', summary: 'Unsubscribes a push endpoint.', access: 'session', body: PushUnsubscribeRequest, success: noContent },

  // Payments
  'GET /api/payments/overview': { tag: 'payments', summary: 'Balance, payouts and monthly income.', access: 'ViewPayments', success: ok(PaymentsOverview) },
  'GET /api/payments/transactions': { tag: 'payments', summary: 'A page of bookings.', access: 'ViewPayments', query: TransactionsQuery, success: ok(TransactionPage) },
  'GET /api/payments/statements': { tag: 'payments', summary: 'Yearly statements per home.', access: 'ViewPayments', query: StatementsQuery, success: ok(StatementList) },
  'GET /api/payments/statements/:id/export': { tag: 'payments', summary: 'A statement as a file.', access: 'ViewPayments', params: StatementParams, query: ExportQuery, success: { status: 200, mediaTypes: EXPORT_TYPES }, errors: notFound },
  'GET /api/payments/annual-report/:year': { tag: 'payments', summary: "A year's report as a file (404: no bookings that year).", access: 'ViewPayments', params: AnnualReportParams, query: ExportQuery, success: { status: 200, mediaTypes: EXPORT_TYPES }, errors: notFound },
  'GET /api/payments/payment-info': { tag: 'payments', summary: 'Payout account (masked) and schedule.', access: 'ViewPayments', success: ok(PaymentInfo) },
  'POST /api/payments/schedule': { tag: 'payments', summary: 'Starts a payout schedule change: sends a code.', access: 'ViewPayments', limited: true, body: ScheduleChangeRequest, success: ok(ChangeStarted) },
  'POST /api/payments/schedule/:changeId/verify': { tag: 'payments', summary: 'Confirms the schedule change with its code.', access: 'ViewPayments', limited: true, params: ChangeParams, body: ChangeCode, success: ok(ScheduleChanged), errors: { ...codeCheck, ...notFound } },
  'POST /api/payments/bank-details': { tag: 'payments', summary: 'Starts a bank details change: sends a code.', access: 'ViewPayments', limited: true, body: BankDetailsRequest, success: ok(ChangeStarted) },
  'POST /api/payments/bank-details/:changeId/verify': { tag: 'payments', summary: 'Confirms the bank details change with its code (checked by the bank next).', access: 'ViewPayments', limited: true, params: ChangeParams, body: ChangeCode, success: ok(BankChangeStatus, 202), errors: { ...codeCheck, ...notFound } },
  'GET /api/payments/bank-details/:changeId': { tag: 'payments', summary: "A bank details change's status.", access: 'ViewPayments', params: ChangeParams, success: ok(BankChangeStatus), errors: notFound },

  // Property
  'GET /api/accommodations/profile/pictures': { tag: 'property', summary: "A home's pictures by group, captions in the Accept-Language.", access: 'session', query: PicturesQuery, success: ok(PictureGroups), errors: notFound },
  'GET /api/accommodations/profile/:id/:language': { tag: 'property', summary: "A home's descriptions, themes, attributes and distances in a content language.", access: 'session', params: ProfileParams, success: ok(PropertyProfileResponse), errors: notFound },
  'GET /api/contract-prices': { tag: 'property', summary: "Every home's contracts.", access: 'ViewContractPrices', success: ok(ContractPricesOverview) },
  'GET /api/contract-prices/:code': { tag: 'property', summary: "A home's contracts per year.", access: 'ViewContractPrices', params: ContractHomeParams, success: ok(ContractPricesHome), errors: notFound },
  'GET /api/contract-prices/:code/:year': { tag: 'property', summary: 'A contract with its seasons.', access: 'ViewContractPrices', params: ContractYearParams, success: ok(ContractDetail), errors: notFound },
  'POST /api/contract-prices/:code/:year/renewal': { tag: 'property', summary: 'Asks to renew a contract (not for a keyholder’s home).', access: 'ViewContractPrices', params: ContractYearParams, body: ContractRenewalRequest, success: ok(ContractDetail), errors: { ...notFound, 409: ['renewal_not_open'] } },
  'GET /api/dynamic-pricing/:code': { tag: 'property', summary: 'Dynamic pricing of a home: the next 120 nights.', access: 'ViewContractPrices', params: ContractHomeParams, success: ok(DynamicPricing), errors: notFound },
  'PUT /api/dynamic-pricing/:code': { tag: 'property', summary: 'Turns dynamic pricing on or off, with a minimum per night.', access: 'ViewContractPrices', params: ContractHomeParams, body: DynamicPricingChange, success: ok(DynamicPricing), errors: notFound },
  'GET /api/benchmark/:code': { tag: 'property', summary: "A home's season against the market.", access: 'ViewBenchmark', params: BenchmarkParams, query: BenchmarkQuery, success: ok(Benchmark), errors: notFound },
  'GET /api/opportunities': { tag: 'property', summary: 'Per home, last season against the region and blocked high-season nights.', access: 'ViewOpportunities', success: ok(Opportunities) },

  // Reviews, documents, contact, referrals, telemetry
  'GET /api/reviews': { tag: 'reviews', summary: 'A page of guest reviews.', access: 'session', query: ReviewsQuery, success: ok(ReviewPage) },
  'GET /api/reviews/summary': { tag: 'reviews', summary: 'What guests say, per aspect.', access: 'session', query: ReviewSummaryQuery, success: ok(ReviewSummary) },
  'PUT /api/reviews/:id/like': { tag: 'reviews', summary: 'Likes or dislikes a review.', access: 'session', params: IdParams, body: LikeRequest, success: ok(Review), errors: notFound },
  'PUT /api/reviews/:id/reply': { tag: 'reviews', summary: "Writes or replaces the owner's reply to a review (one per review).", access: 'ReplyToReviews', params: IdParams, body: ReviewReplyRequest, success: ok(Review), errors: notFound },
  'GET /api/documents': { tag: 'documents', summary: "The account's documents.", access: 'ViewDocuments', query: DocumentsQuery, success: ok(DocumentList) },
  'GET /api/documents/:id/download': { tag: 'documents', summary: 'A document as a file.', access: 'ViewDocuments', params: DocumentIdParams, success: { status: 200, mediaTypes: ['application/pdf'] }, errors: notFound },
  'POST /api/documents/:id/share': { tag: 'documents', summary: 'Sends a link to a document (valid 7 days) to an e-mail address.', access: 'ViewDocuments', limited: true, params: DocumentIdParams, body: ShareRequest, success: ok(DocumentShare, 202), errors: notFound },
  'GET /api/contacts': { tag: 'contact', summary: "The provider's contacts of the account.", access: 'session', success: ok(ContactList) },
  'GET /api/contact-us/messages': { tag: 'contact', summary: 'The messages the owner sent to support, newest first, with their status.', access: 'session', success: ok(SentContactMessageList) },
  'POST /api/contact-us': { tag: 'contact', summary: 'Writes to the service office.', access: 'session', limited: true, body: ContactUsRequest, success: ok(ContactUsReceipt, 201) },
  'GET /api/referrals': { tag: 'referrals', summary: "The account's recommendations, newest first.", access: 'session', success: ok(ReferralList) },
  'POST /api/referrals': { tag: 'referrals', summary: 'Recommends another homeowner.', access: 'session', limited: true, body: ReferralRequest, success: ok(ReferralReceipt, 201) },
  'GET /api/reference-form/token': { tag: 'referrals', summary: 'The token of the public recommendation form.', access: 'public', success: ok(ReferenceFormToken) },
  'POST /api/reference-form': { tag: 'referrals', summary: 'The public recommendation form.', access: 'public', limited: true, body: ReferenceFormRequest, success: ok(ReferralReceipt, 201) },
  'POST /api/telemetry': { tag: 'telemetry', summary: 'Usage statistics of a visit that consented (CONSENT cookie with statistics=1).', access: 'public', limited: true, body: TelemetryBatch, success: noContent, errors: { 403: ['forbidden'], 413: ['invalid_request'] } },
  'POST /api/telemetry/errors': { tag: 'telemetry', summary: 'A client error report.', access: 'public', limited: true, body: ErrorReport, success: noContent, errors: { 413: ['invalid_request'] } },
};
