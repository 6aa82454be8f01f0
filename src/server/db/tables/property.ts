import type { ColumnType, Generated } from 'kysely';
import type { ContractStatus, ContractType, ContractWorkflow, Language } from '../../../domain/enumerations';
import type { DefaultedTimestamp, Json, Timestamp } from './column-types';

/**
 * Tables of migration 0010 (contract prices, dynamic pricing, property profile, benchmark). Names
 * are camelCase here, snake_case in SQL (CamelCasePlugin).
 */
export interface PropertyTables {
  contracts: ContractsTable;
  contractSeasons: ContractSeasonsTable;
  dynamicPricing: DynamicPricingTable;
  dynamicPricingChanges: DynamicPricingChangesTable;
  nightlyPrices: NightlyPricesTable;
  propertyProfiles: PropertyProfilesTable;
  propertyDescriptions: PropertyDescriptionsTable;
  propertyAttributes: PropertyAttributesTable;
  propertyDistances: PropertyDistancesTable;
  propertyPictures: PropertyPicturesTable;
  comparableHomes: ComparableHomesTable;
  comparableHomeMonths: ComparableHomeMonthsTable;
}


export interface ContractsTable {
  id: Generated<number>;
  accommodationId: number;
  year: number;
  type: ContractType;
  status: ContractStatus;
  workflow: ContractWorkflow;
  validFrom: string;
  validTo: string;
  currency: string;
  commissionPercent: number;
  includes: ColumnType<string[], string[] | undefined, string[]>;
  pricesConfirmedOn: string;
  renewalMode: 'auto' | 'manual' | null;
  renewalPriceChangePercent: number | null;
  renewalMessage: string | null;
  renewalRequestedAt: Timestamp | null;
  renewalAccountId: number | null;
  updatedAt: DefaultedTimestamp;
}

export interface ContractSeasonsTable {
  contractId: number;
  position: number;
  name: 'low' | 'mid' | 'high' | 'peak';
  startsOn: string;
  endsOn: string;
  nightCents: number;
  weekCents: number;
  minNights: number;
}

export interface DynamicPricingTable {
  accommodationId: number;
  enabled: Generated<boolean>;
  minimumCents: number | null;
  updatedAt: DefaultedTimestamp;
}

export interface DynamicPricingChangesTable {
  id: Generated<number>;
  accommodationId: number;
  accountId: number | null;
  enabled: boolean;
  minimumCents: number | null;
  changedAt: DefaultedTimestamp;
}

export interface NightlyPricesTable {
  accommodationId: number;
  night: string;
  demandCents: number;
}

export interface PropertyProfilesTable {
  accommodationId: number;
  themes: ColumnType<string[], string[] | undefined, string[]>;
}

export interface PropertyDescriptionsTable {
  accommodationId: number;
  language: Language;
  type: string;
  position: number;
  value: string;
}

export interface PropertyAttributesTable {
  accommodationId: number;
  name: string;
  position: number;
}

export interface PropertyDistancesTable {
  accommodationId: number;
  name: string;
  metres: number;
}

export interface PropertyPicturesTable {
  accommodationId: number;
  groupPosition: number;
  position: number;
  fileName: string;
  /** Caption per content language. */
  captions: Json<Partial<Record<Language, string>>>;
}

export interface ComparableHomesTable {
  id: Generated<number>;
  country: string;
  region: string;
  place: string;
  bedrooms: number;
  pax: number;
  currency: string;
  attributes: ColumnType<string[], string[] | undefined, string[]>;
  dynamicPricing: Generated<boolean>;
}

export interface ComparableHomeMonthsTable {
  comparableHomeId: number;
  /** First day of the month. */
  month: string;
  availableNights: number;
  bookedNights: number;
  revenueCents: number;
  bookings: number;
  leadDaysTotal: number;
  reviewScoreTotal: number;
  reviews: number;
}
