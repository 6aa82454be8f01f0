import type { FactorDeliveryMethod, PayoutSchedule, Permission, Salutation } from '../../domain/enumerations';

/** The password of every demo account (README and the start banner list it). */
export const DEMO_PASSWORD = 'Demo-Owner-2026';

export interface DemoAccommodation {
  readonly code: string;
  readonly name: string;
  readonly country: string;
  readonly region: string;
  readonly place: string;
  readonly relation: 'owner' | 'agency' | 'keyholder';
  readonly contractStatus: 'NEW' | 'PENDING' | 'ACTIVE' | 'INACTIVE' | 'EXPIRING';
  readonly contractType: 'Regular' | 'Combi' | 'Quota';
  readonly contractStart: string;
  readonly pax: number;
  readonly bedrooms: number;
  readonly bathrooms: number;
  /** Closed in January and February (seaside houses): gets a HouseClosing entry each winter. */
  readonly seasonal: boolean;
  /** Owner's share per night, in minor units of `currency`. */
  readonly nightlyCents: number;
  readonly currency: 'EUR' | 'CHF' | 'DKK';
}

export interface DemoContact {
  readonly id: string;
  readonly role: 'Purchaser' | 'ServiceOffice' | 'Keyholder' | 'Owner' | 'Unknown';
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly mobile: string | null;
}

export interface DemoTaxRecord {
  readonly id: string;
  readonly providerType: 'PRO' | 'PRIVATE';
  readonly isEuResident: boolean;
  readonly objectCountry: string;
  readonly taxNumberKind: 'supplier' | 'object';
  readonly taxNumber: string | null;
}

/** One demo account with everything the seed creates for it. */
export interface DemoAccount {
  readonly userId: string;
  /** One line for the demo-logins table. */
  readonly exercises: string;
  readonly roles: readonly number[];
  readonly salutation: Salutation;
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName: string | null;
  readonly legalForm: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly mobile: string | null;
  readonly address: { readonly street: string; readonly zip: string; readonly place: string; readonly country: string };
  readonly language: string;
  readonly permissions: readonly Permission[];
  readonly iban: string | null;
  readonly paymentSchedule: PayoutSchedule | null;
  readonly taxId: string | null;
  readonly isEuAccount: boolean;
  readonly isEuResident: boolean;
  readonly countryFlags: { readonly italy: boolean; readonly swiss: boolean; readonly austria: boolean; readonly croatian: boolean };
  readonly requireNewPassword: boolean;
  readonly factorDeliveryMethod: FactorDeliveryMethod;
  readonly accommodations: readonly DemoAccommodation[];
  readonly contacts: readonly DemoContact[];
  readonly taxRecords: readonly DemoTaxRecord[];
}
