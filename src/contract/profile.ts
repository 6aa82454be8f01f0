import * as z from 'zod/mini';
import { AccountRole, PayoutSchedules, Permissions, ProviderTypes, Salutations, UiLocales } from '../domain/enumerations';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TAX_NUMBER } from '../domain/patterns';
import { SecondaryContact } from './auth';

export const PostalAddress = z.object({
  street: z.string(),
  zip: z.string(),
  place: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

/** One tax / legal-data record of the account, per object country. */
export const TaxLegalRecord = z.object({
  id: z.string(),
  providerType: z.enum(ProviderTypes),
  isEuResident: z.boolean(),
  /** ISO country of the accommodation this record is for. */
  objectCountry: z.string(),
  /** Which number the authority of objectCountry asks for. */
  taxNumberKind: z.enum(['supplier', 'object']),
  /** null while missing. */
  taxNumber: z.nullable(z.string()),
});
export type TaxLegalRecord = z.infer<typeof TaxLegalRecord>;

/** GET /api/tax-legal-data. */
export const TaxLegalData = z.array(TaxLegalRecord);
export type TaxLegalData = z.infer<typeof TaxLegalData>;

const roleNumbers = Object.values(AccountRole) as [number, ...number[]];

/** GET /api/profile: the signed-in account. A 401 means there is no session. */
export const Profile = z.object({
  userID: z.string(),
  contactId: z.string(),
  salutation: z.enum(Salutations),
  username: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  name: z.string(),
  emailAddress: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  mobileNumber: z.nullable(z.string()),
  postalAddress: PostalAddress,
  permissions: z.array(z.enum(Permissions)),
  /** Masked IBAN; null without bank details. */
  iban: z.nullable(z.string()),
  paymentSchedule: z.nullable(z.enum(PayoutSchedules)),
  tracking: z.object({
    properties: z.number(),
    loginType: z.array(z.number().check(z.refine((n) => roleNumbers.includes(n)))),
  }),
  contractsYears: z.array(z.number()),
  taxId: z.nullable(z.string()),
  isEUAccount: z.boolean(),
  isEuResident: z.boolean(),
  isCompany: z.boolean(),
  legalForm: z.nullable(z.string()),
  ownAccommodations: z.number(),
  isItalyAccount: z.boolean(),
  legalData: TaxLegalData,
  isAtLeastOneTaxAbsent: z.boolean(),
  isSwissAccount: z.boolean(),
  isAustriaAccount: z.boolean(),
  isCroatianAccount: z.boolean(),
  secondaryContacts: z.array(SecondaryContact),
  /** The account must set a new password before anything else. */
  requireNewPassword: z.boolean(),
  /** Preferred interface language. */
  language: z.string(),
});
export type Profile = z.infer<typeof Profile>;

/** A tax number as entered (trimmed; see the domain's TAX_NUMBER). */
export const TaxNumber = z.string().check(z.trim(), z.regex(TAX_NUMBER));

/** POST /api/tax-ids: the missing tax numbers, one per legal-data record. */
export const SaveTaxIdsRequest = z.object({
  entries: z
    .array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(64)),
        taxNumber: TaxNumber,
      }),
    )
    .check(z.minLength(1), z.maxLength(50)),
});
export type SaveTaxIdsRequest = z.infer<typeof SaveTaxIdsRequest>;

/** PUT /api/profile/language: the portal language the owner switched to (their messages go out in it). */
export const PortalLanguageRequest = z.object({ language: z.enum(UiLocales) });
export type PortalLanguageRequest = z.infer<typeof PortalLanguageRequest>;

/**
 * POST /api/profile/password. Length 8..64 (NIST 800-63B), different from the current password;
 * the server also refuses common passwords and the user's own id.
 */
export const ChangePasswordRequest = z
  .object({
    currentPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
    newPassword: z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH)),
  })
  // A "new" password equal to the current one changes nothing (fieldErrors.newPassword ['custom']).
  .check(z.refine((request) => request.newPassword !== request.currentPassword, { path: ['newPassword'], message: 'unchanged' }));
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
