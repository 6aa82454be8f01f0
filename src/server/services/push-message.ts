import type { PushPayload } from '../../contract/push';
import { isCalendarDate } from '../../domain/calendar-date';
import { resolveUiLocale, toHtmlLocale } from '../../domain/locale';
import type { NotificationRecord } from '../repositories/notifications-repository';
import { type InboxContext, sectionOf, stayIdOf } from './notification-read-model';
import { type PushTextKey, pushText } from './push-texts';

/** Which text a notification is worded with. */
function textKey(record: Pick<NotificationRecord, 'type'>, section: Record<string, unknown>): PushTextKey {
  switch (record.type) {
    case 'reservation':
      return section.change === 'CANCELED' ? 'reservationCanceled' : section.change === 'UPDATED' ? 'reservationUpdated' : 'reservationNew';
    case 'iban':
      return section.status === 'FAILED' ? 'ibanFailed' : 'ibanDone';
    default:
      return record.type;
  }
}

/** "14 Jul" in the owner's language; the push is read on a phone, where the year is clutter. */
function shortDate(iso: unknown, language: string): string {
  if (typeof iso !== 'string' || !isCalendarDate(iso)) return '';
  const format = new Intl.DateTimeFormat(toHtmlLocale(resolveUiLocale(language)), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/**
 * The push message of a notification in the owner's language: title and body from push-texts,
 * the page to open (a reservation card opens the reservation, everything else the inbox) and a tag
 * per notification, so a repeated delivery replaces rather than stacks.
 */
export function pushMessage(record: NotificationRecord, context: InboxContext, language: string): PushPayload {
  const section = sectionOf(record);
  const code = typeof section.accommodationCode === 'string' ? section.accommodationCode : '';
  const values = {
    home: context.names.get(code) ?? code,
    arrival: shortDate(section.arrivalDate, language),
    departure: shortDate(section.departureDate, language),
    year: typeof section.year === 'number' ? String(section.year) : '',
  };
  const { title, body } = pushText(language, textKey(record, section), values);
  const stayId = record.type === 'reservation' ? stayIdOf(section, context) : null;
  return {
    title,
    // A card stored without a departure date ends at the arrival date instead of a dangling dash.
    body: body.replace(/\s*–\s*$/, ''),
    url: stayId === null ? '/inbox' : `/reservations/arrivals/${stayId}`,
    tag: `notification-${record.id}`,
  };
}
