import * as z from 'zod/mini';
import { isCalendarDate } from '../domain/calendar-date';
import { isCountryCode } from '../domain/countries';
import { ProviderTypes } from '../domain/enumerations';
import { LegalFormTypes } from '../domain/legal-form';
import { NotificationKinds } from '../domain/notification-preferences';
import { PHONE_NUMBER, stripNonAlphanumerics } from '../domain/patterns';
import { VerifyRequest } from './auth';
import { PostalAddress, TaxNumber } from './profile';
import { EmailAddress } from './recovery';

/** An ISO 3166-1 alpha-2 country code of the list in domain/countries.ts. */
export const Country = z.string().check(z.trim(), z.refine(isCountryCode));

/** Free text of a form: trimmed, not empty, at most `max` characters. */
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** How an identification number is issued. */
export const IdentificationNumberTypes = ['NATIONAL_ID', 'PASSPORT', 'COMPANY_REGISTER', 'VAT_NUMBER'] as const;

/**
 * An identification number: at most 30 characters, of which 4 to 20 are letters or digits once the
 * separators people type are stripped.
 */
export const IdentificationNumber = text(30).check(
  z.refine((value) => /^[A-Za-z0-9]{4,20}$/.test(stripNonAlphanumerics(value))),
);

/** A real calendar date (YYYY-MM-DD) from 1900 on; the server also refuses dates in the future. */
export const BirthDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => isCalendarDate(value) && value >= '1900-01-01'),
);

/** The editable values of a legal-data record (null: not given yet). */
export const LegalValues = z.object({
  name: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  dateOfBirth: z.nullable(z.string()),
  countryOfBirth: z.nullable(z.string()),
  placeOfBirth: z.nullable(z.string()),
  residenceCountry: z.nullable(z.string()),
  residenceCity: z.nullable(z.string()),
  identificationNumber: z.nullable(z.string()),
  identificationNumberType: z.nullable(z.enum(IdentificationNumberTypes)),
  taxNumber: z.nullable(z.string()),
});
export type LegalValues = z.infer<typeof LegalValues>;

/**
 * One legal-data record with its details (GET /api/profile/legal, ViewLegal). `form` says which
 * form edits it; `fields` is its field list of §3 (domain/legal-form.ts).
 */
export const LegalRecordDetail = z.object({
  id: z.string(),
  providerType: z.enum(ProviderTypes),
  isEuResident: z.boolean(),
  objectCountry: z.string(),
  taxNumberKind: z.enum(['supplier', 'object']),
  form: z.enum(LegalFormTypes),
  fields: z.array(z.string()),
  values: LegalValues,
  updatedAt: z.string(),
});
export type LegalRecordDetail = z.infer<typeof LegalRecordDetail>;

export const LegalRecordDetails = z.array(LegalRecordDetail);
export type LegalRecordDetails = z.infer<typeof LegalRecordDetails>;

/** PUT /api/profile/legal/:id of a company (PRO) record: the supplier or object list. */
export const CompanyLegalForm = z.object({
  form: z.literal('company'),
  name: text(120),
  identificationNumber: IdentificationNumber,
  identificationNumberType: z.enum(IdentificationNumberTypes),
  residenceCountry: Country,
  taxNumber: TaxNumber,
});
export type CompanyLegalForm = z.infer<typeof CompanyLegalForm>;

/** PUT /api/profile/legal/:id of a private owner's record: the person list. */
export const OwnerLegalForm = z.object({
  form: z.literal('owner'),
  name: text(80),
  firstName: text(80),
  dateOfBirth: BirthDate,
  countryOfBirth: Country,
  placeOfBirth: text(80),
  residenceCountry: Country,
  residenceCity: text(80),
  taxNumber: TaxNumber,
});
export type OwnerLegalForm = z.infer<typeof OwnerLegalForm>;

/**
 * PUT /api/profile/legal/:id → 200 LegalRecordDetail. Needs ViewLegal (403) and a fresh step-up
 * (403 step_up_required); a form that is not the record's → 400 fieldErrors.form invalid_value.
 */
export const SaveLegalRequest = z.discriminatedUnion('form', [CompanyLegalForm, OwnerLegalForm]);
export type SaveLegalRequest = z.infer<typeof SaveLegalRequest>;

/** A phone number of the §5 pattern. */
export const PhoneNumber = z.string().check(z.trim(), z.maxLength(40), z.regex(PHONE_NUMBER));

/** POST /api/profile/phone → 202 PhoneChangeStarted: a code goes to the new number by text message. */
export const ChangePhoneRequest = z.object({ mobileNumber: PhoneNumber });
export type ChangePhoneRequest = z.infer<typeof ChangePhoneRequest>;

export const PhoneChangeStarted = z.object({ to: z.string() });
export type PhoneChangeStarted = z.infer<typeof PhoneChangeStarted>;

/** POST /api/profile/phone/verify → 200 PhoneChanged; 400 invalid_code (triesLeft), 410 link_expired without a pending change. */
export const ConfirmPhoneRequest = z.object({ code: VerifyRequest.shape.code });
export type ConfirmPhoneRequest = z.infer<typeof ConfirmPhoneRequest>;

export const PhoneChanged = z.object({ mobileNumber: z.string() });
export type PhoneChanged = z.infer<typeof PhoneChanged>;

/** PUT /api/profile/address → 200 PostalAddress. */
export const ChangeAddressRequest = z.object({
  street: text(100),
  zip: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/)),
  place: text(80),
  country: Country,
});
export type ChangeAddressRequest = z.infer<typeof ChangeAddressRequest>;
export { PostalAddress };

const Channels = z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });

/** Per kind (reservations, changes, payments, reviews, news), which channels are on. */
export const NotificationPreferences = z.object(
  Object.fromEntries(NotificationKinds.map((kind) => [kind, Channels])) as Record<(typeof NotificationKinds)[number], typeof Channels>,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** GET /api/profile/notifications, and the answer of every change to it. */
export const NotificationSettings = z.object({
  preferences: NotificationPreferences,
  /** The confirmed address that receives copies. */
  secondaryEmail: z.nullable(z.string()),
  /** An address waiting for its confirmation link to be opened. */
  pendingSecondaryEmail: z.nullable(z.string()),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** PUT /api/profile/notifications → 200 NotificationSettings. */
export const SaveNotificationsRequest = z.object({ preferences: NotificationPreferences });
export type SaveNotificationsRequest = z.infer<typeof SaveNotificationsRequest>;

/** POST /api/profile/secondary-email → 202 NotificationSettings: a confirmation link goes to that address. */
export const SecondaryEmailRequest = z.object({ email: EmailAddress });
export type SecondaryEmailRequest = z.infer<typeof SecondaryEmailRequest>;

/** POST /api/profile/secondary-email/confirm → 200 NotificationSettings; 410 link_expired. */
export const ConfirmEmailRequest = z.object({ id: z.string().check(z.minLength(16), z.maxLength(200)) });
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;

/** What an audit entry records as changed. */
export const AuditActions = [
  'password_reset',
  'passkey_added',
  'passkey_renamed',
  'passkey_removed',
  'legal_changed',
  'phone_changed',
  'address_changed',
  'notifications_changed',
  'secondary_email_changed',
  'secondary_email_removed',
  'password_changed',
  'payout_schedule_changed',
  'bank_details_changed',
  'tax_number_changed',
] as const;
export type AuditAction = (typeof AuditActions)[number];

/** GET /api/profile/audit: the newest 50 changes of the account (who, what, when). */
export const AuditEntry = z.object({
  action: z.enum(AuditActions),
  /** The changed fields (names of the forms), or the passkey's name. */
  fields: z.array(z.string()),
  /** The user id that made the change (the owner, or "recovery" for a reset by link). */
  actor: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditTrail = z.array(AuditEntry);
export type AuditTrail = z.infer<typeof AuditTrail>;
