// Read model of the inbox: a stored notification as the contract's Notification, with the
// section of its payload that holds the type's data. Pure mapping, no IO.
import type { Notification } from '../../contract/inbox';
import { type JobStatus, JobStatuses, type NotificationType } from '../../domain/enumerations';
import type { NotificationRecord } from '../repositories/notifications-repository';

/** The payload key holding each type's data (the names of the specification's inbox entity). */
export const SECTION_OF: Record<NotificationType, string> = {
  feature: 'featureNotification',
  feedback: 'feedback',
  reservation: 'reservation',
  referral: 'referral',
  legal: 'legal',
  iban: 'ibanUpdatingNotification',
  renewal: 'renewal',
  contract: 'contract',
};

/** What the inbox knows about the account to complete a card. */
export interface InboxContext {
  /** Accommodation names by code. */
  readonly names: ReadonlyMap<string, string>;
  /** Stay ids by reservation number, for cards stored without one. */
  readonly stayIds: ReadonlyMap<string, number>;
  /** The bank account paid to now (masked; bank-details-state), told on refused bank cards. */
  readonly currentIban?: string | null;
}

type Section = Record<string, unknown>;

/** The type's data of a stored payload (an empty object when missing or malformed). */
export function sectionOf(record: Pick<NotificationRecord, 'type' | 'payload'>): Section {
  const section = record.payload[SECTION_OF[record.type]];
  return typeof section === 'object' && section !== null && !Array.isArray(section) ? (section as Section) : {};
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const integer = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * The card's words for the client: every string or number of the type's data (booleans and ids
 * stay out), plus the accommodation's name when the data names an accommodation code.
 */
function paramsOf(section: Section, context: InboxContext): Notification['params'] {
  const params: Notification['params'] = {};
  for (const [key, value] of Object.entries(section)) {
    if (key === 'stayId') continue;
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) params[key] = value;
  }
  const code = text(section.accommodationCode);
  const name = code ? context.names.get(code) : undefined;
  if (name) params.accommodationName = name;
  return params;
}

/** The stay a reservation card opens: stored with the card, or found by its reservation number. */
export function stayIdOf(section: Section, context: Pick<InboxContext, 'stayIds'>): number | null {
  const stored = integer(section.stayId);
  if (stored !== null) return stored;
  const resNo = text(section.resNo);
  return resNo ? (context.stayIds.get(resNo) ?? null) : null;
}

/** A stored notification as the contract's inbox card. */
export function toNotification(record: NotificationRecord, context: InboxContext): Notification {
  const section = sectionOf(record);
  const notification: Notification = {
    id: String(record.id),
    type: record.type,
    isRead: record.isRead,
    createdAt: record.createdAt.toISOString(),
    params: paramsOf(section, context),
  };
  if (record.actionTaken) notification.actionTaken = { result: record.actionTaken.result, at: record.actionTaken.at.toISOString() };
  switch (record.type) {
    case 'feature':
      notification.featureNotification = { feature: text(section.key) ?? text(section.feature) ?? 'general', link: text(section.link) };
      break;
    case 'reservation': {
      const resNo = text(section.resNo);
      const stayId = stayIdOf(section, context);
      if (resNo && stayId !== null) notification.reservation = { id: String(stayId), resNo };
      break;
    }
    case 'iban': {
      const status = text(section.status);
      if (status && JobStatuses.includes(status as JobStatus)) notification.ibanUpdatingNotification = { status: status as JobStatus };
      // A refused change leaves payouts on the account on file: the card names it, as the overview does.
      if (status?.toUpperCase() === 'FAILED' && context.currentIban) notification.params.currentIban = context.currentIban;
      break;
    }
    case 'renewal':
    case 'contract': {
      const accommodationCode = text(section.accommodationCode);
      const year = integer(section.year);
      if (accommodationCode && year !== null) notification[record.type] = { accommodationCode, year, autoRenew: section.autoRenew === true };
      break;
    }
    default:
      break;
  }
  return notification;
}
