/**
 * Every enumeration of the specification (section 3) as a typed constant, values exactly as
 * specified. Each `X` constant is a readonly tuple; the type of the same name is its union.
 */

/** Interface languages of the portal (ten). The default is en. */
export const UiLocales = ['cs', 'de', 'en', 'es', 'fr', 'hr', 'it', 'nl', 'pl', 'pt'] as const;
export type UiLocale = (typeof UiLocales)[number];
export const DEFAULT_LOCALE: UiLocale = 'en';

/** Content languages (property profile and similar). */
export const Languages = ['en', 'de', 'fr', 'es', 'it', 'cs', 'da', 'fi', 'hr', 'nl', 'no', 'pl', 'pt', 'sv'] as const;
export type Language = (typeof Languages)[number];

export const PayoutSchedules = [
  'Immediately',
  'Monthly',
  'Quarterly',
  'HalfYear',
  'UtoringPayment',
  'CreditCard',
  'PartnerSummerLACO',
  'PartnerWinterLACO',
  'TwiceAMonth',
  'TwoWeeksBeforeArrival',
  'FourWeeksBeforeArrival',
  'EndOfMonth',
  'OnRequest',
] as const;
export type PayoutSchedule = (typeof PayoutSchedules)[number];

export const ContractStatuses = ['NEW', 'PENDING', 'ACTIVE', 'INACTIVE', 'EXPIRING'] as const;
export type ContractStatus = (typeof ContractStatuses)[number];

export const Urgencies = ['NONE', 'ONGOING', 'WARNING', 'URGENT'] as const;
export type Urgency = (typeof Urgencies)[number];

export const PayoutAvailabilities = ['AVAILABLE', 'IN_PROCESS', 'INSUFFICIENT_FUNDS', 'UNSUPPORTED_PAYOUT_OPTION'] as const;
export type PayoutAvailability = (typeof PayoutAvailabilities)[number];

export const JobStatuses = ['IN_PROGRESS', 'SUCCESSFUL', 'FAILED', 'OVERWRITTEN'] as const;
export type JobStatus = (typeof JobStatuses)[number];

export const TaskTypes = [
  'RESERVATION',
  'RENEWAL',
  'CONTRACT',
  'FEATURE',
  'FEEDBACK',
  'REFERRAL',
  'LEGAL',
  'IBAN',
  'SEASON_REVIEW',
] as const;
export type TaskType = (typeof TaskTypes)[number];

export const StepStatuses = ['REQUEST', 'SUCCESS'] as const;
export type StepStatus = (typeof StepStatuses)[number];

export const ContractWorkflows = ['Pending', 'NeedsRenewal', 'InProgress', 'Opened', 'Expiring'] as const;
export type ContractWorkflow = (typeof ContractWorkflows)[number];

export const ContactRoles = ['Purchaser', 'ServiceOffice', 'Keyholder', 'Owner', 'Unknown'] as const;
export type ContactRole = (typeof ContactRoles)[number];

/** Account role numbers as the server sends them in tracking.loginType. */
export const AccountRole = { NoRole: 0, Owner: 1, Agency: 2, Keyholder: 3, WorksWithLSO: 4 } as const;

export const ContractTypes = ['Regular', 'Combi', 'Quota'] as const;
export type ContractType = (typeof ContractTypes)[number];

export const CalendarEntryTypes = [
  'Blocked',
  'ExternalBooking',
  'HouseClosing',
  'Reservation',
  'OptionalBooking',
  'RequestedBooking',
  'RenewContract',
  'Pending',
] as const;
export type CalendarEntryType = (typeof CalendarEntryTypes)[number];

export const BookingKinds = ['OwnerBooking', 'MyRent'] as const;
export type BookingKind = (typeof BookingKinds)[number];

export const ReservationKinds = ['HouseClosing', 'OwnerBooking', 'MyRent', 'Comment'] as const;
export type ReservationKind = (typeof ReservationKinds)[number];

export const ArrivalGroups = ['Today', 'Tomorrow', 'CurrentGuest', 'ArrivingInDays'] as const;
export type ArrivalGroup = (typeof ArrivalGroups)[number];

export const Salutations = ['Mr', 'Ms', 'MrMs', 'Company', 'None'] as const;
export type Salutation = (typeof Salutations)[number];

export const ReviewRatings = ['NA', 'Terrible', 'Poor', 'Average', 'Good', 'Great'] as const;
export type ReviewRating = (typeof ReviewRatings)[number];

/** Review source: the provider's own platform, or a third-party rental marketplace. */
export const ReviewSources = ['Provider', 'Marketplace'] as const;
export type ReviewSource = (typeof ReviewSources)[number];

export const ContactChannels = ['Email', 'Phone', 'Mobile', 'Unknown'] as const;
export type ContactChannel = (typeof ContactChannels)[number];

export const LikeStates = ['LIKE', 'DISLIKE', 'NONE'] as const;
export type LikeState = (typeof LikeStates)[number];

export const TransactionFilters = ['debit', 'credit', 'all'] as const;
export type TransactionFilter = (typeof TransactionFilters)[number];

/** Sort order of reservation lists. */
export const DateModes = ['arrival', 'departure'] as const;

/** Which date a reservation range filter applies to. */
export const RangeTypes = ['intersection', 'arrivalDate', 'departureDate'] as const;

export const LocationLevels = ['Country', 'Region', 'Place'] as const;
export type LocationLevel = (typeof LocationLevels)[number];

/** Contact-us topic groups, one tuple per group. */
export const ContactTopicGroups = [
  ['OwnerBooking', 'Other'],
  ['AboutGuest', 'AboutProvider', 'Other'],
  ['InProperty', 'InNeighborhood'],
  ['Description', 'Other'],
] as const;

export const ExportFormats = ['pdf', 'xlsx', 'csv'] as const;
export type ExportFormat = (typeof ExportFormats)[number];

export const ContactInfoTypes = ['EMAIL', 'MOB', 'TELP', 'TELB'] as const;
export type ContactInfoType = (typeof ContactInfoTypes)[number];

export const NotificationTypes = ['feature', 'feedback', 'reservation', 'referral', 'legal', 'iban', 'renewal', 'contract'] as const;
export type NotificationType = (typeof NotificationTypes)[number];

/** How the second-factor code is delivered: MDS e-mail, AWS text message, NO_FACTOR none. */
export const FactorDeliveryMethods = ['MDS', 'AWS', 'NO_FACTOR'] as const;
export type FactorDeliveryMethod = (typeof FactorDeliveryMethods)[number];

export const ProviderTypes = ['PRO', 'PRIVATE'] as const;
export type ProviderType = (typeof ProviderTypes)[number];

/** Permissions carried by the profile. The spec names ViewTaxId and ViewErv; the rest gate the named middleware. */
export const Permissions = [
  'ViewTaxId',
  'ViewErv',
  'ViewOpportunities',
  'ViewContractPrices',
  'ViewBenchmark',
  'ViewCalendar',
  'ViewDocuments',
  'ViewLegal',
  'ViewPasskeys',
  'ViewTaxDocumentation',
  'ViewPayments',
  // Creating and removing owner bookings (a keyholder sees the calendar but does not book the home).
  'BookOwnerStays',
  // Replying to guest reviews in the owner's name (a keyholder does not speak for the owner).
  'ReplyToReviews',
] as const;
export type Permission = (typeof Permissions)[number];

