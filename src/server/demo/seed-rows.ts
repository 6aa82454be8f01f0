import type { Insertable } from 'kysely';
import type { AccommodationsTable, AccountsTable, ContactsTable, NotificationsTable, ReviewsTable, TaxLegalRecordsTable } from '../db/schema';
import { jsonb } from '../db/sql-values';
import type { DemoAccommodation, DemoAccount, DemoContact, DemoTaxRecord } from './demo-types';
import type { GeneratedNotification } from './notifications-generator';
import type { GeneratedReview } from './reviews-generator';

/** Table rows of the generated demo data (the mapping from the generators' shapes to columns). */

export function accountRow(account: DemoAccount, passwordHash: string): Insertable<AccountsTable> {
  return {
    user_id: account.userId,
    contact_id: `C${account.userId}`,
    username: account.userId,
    password_hash: passwordHash,
    roles: [...account.roles],
    salutation: account.salutation,
    first_name: account.firstName,
    last_name: account.lastName,
    company_name: account.companyName,
    legal_form: account.legalForm,
    email: account.email,
    secondary_email: null,
    phone: account.phone,
    mobile: account.mobile,
    ...account.address,
    language: account.language,
    permissions: [...account.permissions],
    iban: account.iban,
    payment_schedule: account.paymentSchedule,
    tax_id: account.taxId,
    is_eu_account: account.isEuAccount,
    is_eu_resident: account.isEuResident,
    is_italy_account: account.countryFlags.italy,
    is_swiss_account: account.countryFlags.swiss,
    is_austria_account: account.countryFlags.austria,
    is_croatian_account: account.countryFlags.croatian,
    require_new_password: account.requireNewPassword,
    factor_delivery_method: account.factorDeliveryMethod,
  };
}

export function contactRow(accountId: number, contact: DemoContact, position: number): Insertable<ContactsTable> {
  return {
    id: contact.id,
    account_id: accountId,
    position,
    role: contact.role,
    first_name: contact.firstName,
    last_name: contact.lastName,
    email: contact.email,
    mobile: contact.mobile,
    phone: null,
  };
}

export function taxRecordRow(accountId: number, account: DemoAccount, record: DemoTaxRecord, position: number): Insertable<TaxLegalRecordsTable> {
  return {
    id: record.id,
    account_id: accountId,
    position,
    provider_type: record.providerType,
    is_eu_resident: record.isEuResident,
    object_country: record.objectCountry,
    tax_number_kind: record.taxNumberKind,
    tax_number: record.taxNumber,
    name: account.companyName ?? account.lastName,
    first_name: account.companyName ? null : account.firstName,
    identification_number: null,
    identification_number_type: null,
    residence_country: account.address.country,
    residence_city: account.address.place,
    date_of_birth: null,
    country_of_birth: null,
    place_of_birth: null,
  };
}

export function accommodationRow(accountId: number, house: DemoAccommodation): Insertable<AccommodationsTable> {
  return {
    code: house.code,
    account_id: accountId,
    relation: house.relation,
    name: house.name,
    country: house.country,
    region: house.region,
    place: house.place,
    contract_status: house.contractStatus,
    contract_type: house.contractType,
    contract_start: house.contractStart,
    pax: house.pax,
    rooms: house.bedrooms + 1,
    bedrooms: house.bedrooms,
    bathrooms: house.bathrooms,
  };
}

export function notificationRow(accountId: number, notification: GeneratedNotification): Insertable<NotificationsTable> {
  return {
    account_id: accountId,
    type: notification.type,
    is_read: notification.isRead,
    payload: jsonb(notification.payload),
    created_at: notification.createdAt,
  };
}

export function reviewRow(accommodationId: number, stayId: number | null, review: GeneratedReview): Insertable<ReviewsTable> {
  return {
    accommodation_id: accommodationId,
    stay_id: stayId,
    source: review.source,
    rating: review.rating,
    language: review.language,
    reviewer_name: review.reviewerName,
    title: review.title,
    text: review.text,
    like_state: review.likeState,
    created_at: review.createdAt,
  };
}
