import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ContactRole, FactorDeliveryMethod, Salutation, UiLocale } from '../../../domain/enumerations';
import type { DefaultedTimestamp } from './column-types';

/** Owner accounts, their contacts and tax/legal records. */
export interface AccountTables {
  accounts: AccountsTable;
  contacts: ContactsTable;
  taxLegalRecords: TaxLegalRecordsTable;
}

export interface AccountsTable {
  id: Generated<number>;
  userId: string;
  contactId: string;
  username: string;
  passwordHash: string;
  roles: ColumnType<number[], number[] | undefined, number[]>;
  salutation: ColumnType<Salutation, Salutation | undefined, Salutation>;
  firstName: Generated<string>;
  lastName: Generated<string>;
  companyName: string | null;
  legalForm: string | null;
  email: string | null;
  secondaryEmail: string | null;
  phone: string | null;
  mobile: string | null;
  street: Generated<string>;
  zip: Generated<string>;
  place: Generated<string>;
  country: Generated<string>;
  language: Generated<string>;
  /** The portal language the owner last used (messages go out in it); null until they sign in or switch. */
  portalLanguage: ColumnType<UiLocale | null, UiLocale | null | undefined, UiLocale | null>;
  /** Unchecked by the database: read through the domain's list of permissions. */
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  iban: string | null;
  /** Unchecked by the database: read through the domain's list of schedules. */
  paymentSchedule: string | null;
  taxId: string | null;
  isEuAccount: Generated<boolean>;
  isEuResident: Generated<boolean>;
  isItalyAccount: Generated<boolean>;
  isSwissAccount: Generated<boolean>;
  isAustriaAccount: Generated<boolean>;
  isCroatianAccount: Generated<boolean>;
  requireNewPassword: Generated<boolean>;
  factorDeliveryMethod: ColumnType<FactorDeliveryMethod, FactorDeliveryMethod | undefined, FactorDeliveryMethod>;
  pushEnabled: Generated<boolean>;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface ContactsTable {
  id: string;
  accountId: number;
  position: Generated<number>;
  role: ColumnType<ContactRole, ContactRole | undefined, ContactRole>;
  firstName: Generated<string>;
  lastName: Generated<string>;
  email: string | null;
  mobile: string | null;
  phone: string | null;
}

export interface TaxLegalRecordsTable {
  id: string;
  accountId: number;
  position: Generated<number>;
  providerType: string;
  isEuResident: Generated<boolean>;
  objectCountry: string;
  taxNumberKind: string;
  taxNumber: string | null;
  name: string | null;
  firstName: string | null;
  identificationNumber: string | null;
  identificationNumberType: string | null;
  residenceCountry: string | null;
  residenceCity: string | null;
  dateOfBirth: string | null;
  countryOfBirth: string | null;
  placeOfBirth: string | null;
  updatedAt: DefaultedTimestamp;
}

export type AccountRow = Selectable<AccountsTable>;
export type ContactRow = Selectable<ContactsTable>;
export type TaxLegalRecordRow = Selectable<TaxLegalRecordsTable>;
