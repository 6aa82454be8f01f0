import type { Insertable } from 'kysely';
import type { AccommodationsTable, AccountsTable, ContactsTable, NotificationsTable, ReviewsTable, TaxLegalRecordsTable } from '../db/schema';
import { jsonb } from '../db/sql-values';
import type { DemoAccommodation, DemoAccount, DemoContact, DemoTaxRecord } from './demo-types';
import type { GeneratedNotification } from './notifications-generator';
import type { GeneratedReview } from './reviews-generator';

/** Table rows of the generated demo data (the mapping from the generators' shapes to columns). */

export function accountRow(account: DemoAccount, passwordHash: string): Insertable<AccountsTable> {
  return {
    userId: account.userId,
    contactId: `C${account.userId}`,
    username: account.userId,
    passwordHash,
    roles: [...account.roles],
    salutation: account.salutation,
    firstName: account.firstName,
    lastName: account.lastName,
    companyName: account.companyName,
    legalForm: account.legalForm,
    email: account.email,
    secondaryEmail: null,
    phone: account.phone,
    mobile: account.mobile,
    ...account.address,
    language: account.language,
    permissions: [...account.permissions],
    iban: account.iban,
    paymentSchedule: account.paymentSchedule,
    taxId: account.taxId,
    isEuAccount: account.isEuAccount,
    isEuResident: account.isEuResident,
    isItalyAccount: account.countryFlags.italy,
    isSwissAccount: account.countryFlags.swiss,
    isAustriaAccount: account.countryFlags.austria,
    isCroatianAccount: account.countryFlags.croatian,
    requireNewPassword: account.requireNewPassword,
    factorDeliveryMethod: account.factorDeliveryMethod,
  };
}

export function contactRow(accountId: number, contact: DemoContact, position: number): Insertable<ContactsTable> {
  return {
    id: contact.id,
    accountId,
    position,
    role: contact.role,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    mobile: contact.mobile,
    phone: null,
  };
}

export function taxRecordRow(accountId: number, account: DemoAccount, record: DemoTaxRecord, position: number): Insertable<TaxLegalRecordsTable> {
  return {
    id: record.id,
    accountId,
    position,
    providerType: record.providerType,
    isEuResident: record.isEuResident,
    objectCountry: record.objectCountry,
    taxNumberKind: record.taxNumberKind,
    taxNumber: record.taxNumber,
    name: account.companyName ?? account.lastName,
    firstName: account.companyName ? null : account.firstName,
    identificationNumber: null,
    identificationNumberType: null,
    residenceCountry: account.address.country,
    residenceCity: account.address.place,
    dateOfBirth: null,
    countryOfBirth: null,
    placeOfBirth: null,
  };
}

export function accommodationRow(accountId: number, house: DemoAccommodation): Insertable<AccommodationsTable> {
  return {
    code: house.code,
    accountId,
    relation: house.relation,
    name: house.name,
    country: house.country,
    region: house.region,
    place: house.place,
    contractStatus: house.contractStatus,
    contractType: house.contractType,
    contractStart: house.contractStart,
    pax: house.pax,
    rooms: house.bedrooms + 1,
    bedrooms: house.bedrooms,
    bathrooms: house.bathrooms,
  };
}

export function notificationRow(accountId: number, notification: GeneratedNotification): Insertable<NotificationsTable> {
  return {
    accountId,
    type: notification.type,
    isRead: notification.isRead,
    payload: jsonb(notification.payload),
    createdAt: notification.createdAt,
  };
}

export function reviewRow(accommodationId: number, stayId: number | null, review: GeneratedReview): Insertable<ReviewsTable> {
  return {
    accommodationId,
    stayId,
    source: review.source,
    rating: review.rating,
    language: review.language,
    reviewerName: review.reviewerName,
    title: review.title,
    text: review.text,
    likeState: review.likeState,
    createdAt: review.createdAt,
  };
}
