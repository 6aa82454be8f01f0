import type { Kysely } from 'kysely';
import type { UiLocale } from '../../domain/enumerations';
import { rememberPortalLanguage } from '../repositories/accounts-repository';
import type { Profile } from '../../contract/profile';
import { type Permission, Permissions, type PayoutSchedule, PayoutSchedules } from '../../domain/enumerations';
import { hasMissingTaxNumber, isCompany } from '../../domain/tax-legal';
import type { Database } from '../db/schema';
import { accommodationStats } from '../repositories/accommodations-repository';
import { findAccountById } from '../repositories/accounts-repository';
import { listContacts } from '../repositories/contacts-repository';
import { listTaxLegalRecords } from '../repositories/tax-legal-repository';
import type { Clock } from './clock';
import { Failure } from './failure';
import { TAX_PERMISSION, toTaxLegalRecord } from './legal-data';
import { maskIban } from './masking';
import { toSecondaryContact } from './recipients';

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T;
function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: null): T | null;
function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T | null): T | null {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** Every year from the first contract to this year (empty without contracts). */
function yearsSince(firstYear: number | null, currentYear: number): number[] {
  if (firstYear === null) return [];
  return Array.from({ length: Math.max(0, currentYear - firstYear + 1) }, (_, index) => firstYear + index);
}

/** Reads the signed-in account's profile. */
export class ProfileService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Remembers the portal language the owner switched to: their messages go out in it. */
  async rememberLanguage(accountId: number, locale: UiLocale): Promise<void> {
    await rememberPortalLanguage(this.db, accountId, locale);
  }

  /**
   * The profile of the account. isCompany comes from the first legal record (providerType PRO),
   * isAtLeastOneTaxAbsent from records without a tax number; the IBAN and contact addresses are masked.
   * The tax records themselves (legalData, and whether one lacks a number) only with ViewTaxId, the
   * permission that saving them needs.
   */
  async get(accountId: number): Promise<Profile> {
    const account = await findAccountById(this.db, accountId);
    if (!account) throw Failure.unauthorized('unauthenticated');
    const contacts = await listContacts(this.db, accountId);
    const records = (await listTaxLegalRecords(this.db, accountId)).map(toTaxLegalRecord);
    const legalData = account.permissions.includes(TAX_PERMISSION) ? records : [];
    const stats = await accommodationStats(this.db, accountId);
    const personalName = [account.firstName, account.lastName].filter(Boolean).join(' ');
    return {
      userID: account.userId,
      contactId: account.contactId,
      salutation: account.salutation,
      username: account.username,
      fullName: account.companyName ?? personalName,
      firstName: account.firstName,
      name: account.lastName || (account.companyName ?? ''),
      emailAddress: account.email,
      phoneNumber: account.phone,
      mobileNumber: account.mobile,
      postalAddress: { street: account.street, zip: account.zip, place: account.place, country: account.country },
      permissions: account.permissions.filter((permission): permission is Permission => Permissions.includes(permission as Permission)),
      iban: account.iban ? maskIban(account.iban) : null,
      paymentSchedule: oneOf<PayoutSchedule>(PayoutSchedules, account.paymentSchedule, null),
      tracking: { properties: stats.total, loginType: account.roles },
      contractsYears: yearsSince(stats.firstContractYear, this.clock.now().getUTCFullYear()),
      taxId: account.taxId,
      isEUAccount: account.isEuAccount,
      isEuResident: account.isEuResident,
      isCompany: isCompany(records),
      legalForm: account.legalForm,
      ownAccommodations: stats.owned,
      isItalyAccount: account.isItalyAccount,
      legalData,
      isAtLeastOneTaxAbsent: hasMissingTaxNumber(legalData),
      isSwissAccount: account.isSwissAccount,
      isAustriaAccount: account.isAustriaAccount,
      isCroatianAccount: account.isCroatianAccount,
      secondaryContacts: contacts.map((contact) => toSecondaryContact(contact, account.factorDeliveryMethod)),
      requireNewPassword: account.requireNewPassword,
      language: account.language,
    };
  }
}
