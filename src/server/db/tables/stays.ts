import type { ColumnType, Generated } from 'kysely';
import type { ContractStatus, ContractType, LikeState, ReviewRating, ReviewSource } from '../../../domain/enumerations';
import type { Timestamp, DefaultedTimestamp, Json } from './column-types';

/** Accommodations and what happens in them: stays (reservations, owner bookings, closings), reviews, contract renewals. */
export interface StayTables {
  accommodations: AccommodationsTable;
  stays: StaysTable;
  reviews: ReviewsTable;
  contractRenewals: ContractRenewalsTable;
}

export interface AccommodationsTable {
  id: Generated<number>;
  code: string;
  accountId: number;
  relation: Generated<string>;
  name: string;
  country: string;
  region: string;
  place: string;
  contractStatus: ContractStatus;
  contractType: ColumnType<ContractType, ContractType | undefined, ContractType>;
  contractStart: string;
  pax: number;
  rooms: Generated<number>;
  bedrooms: Generated<number>;
  bathrooms: Generated<number>;
  createdAt: DefaultedTimestamp;
}

export interface StaysTable {
  id: Generated<number>;
  accommodationId: number;
  /** The accommodation's account, set by a trigger (never written by the application). */
  accountId: Generated<number>;
  kind: string;
  /** Half-open date range '[arrival,departure)'; write it with ./ranges.ts. */
  period: ColumnType<string, unknown, unknown>;
  canceled: Generated<boolean>;
  canceledAt: Timestamp | null;
  resNo: string | null;
  source: Generated<string>;
  travellerName: Generated<string>;
  travellerContacts: Json<{ type: string; contact: string }[]>;
  pax: Generated<number>;
  /** Part of pax: adults = pax - children. */
  children: Generated<number>;
  revenueCents: number | null;
  currency: string | null;
  changes: Json<unknown[]>;
  comment: string | null;
  bookedAt: DefaultedTimestamp;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
  canceledByAccountId: number | null;
}

export interface ReviewsTable {
  id: Generated<number>;
  accommodationId: number;
  stayId: number | null;
  source: ReviewSource;
  rating: ReviewRating;
  language: string;
  reviewerName: string;
  title: Generated<string>;
  text: string;
  likeState: ColumnType<LikeState, LikeState | undefined, LikeState>;
  createdAt: Timestamp;
}

export interface ContractRenewalsTable {
  accommodationId: number;
  year: number;
  mode: 'auto' | 'manual';
  accountId: number;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}
