import type { Notification } from '../../contract/inbox';

/** A text parameter of a card, if the server sent one under any of these names. */
export function param(notification: Pick<Notification, 'params'>, ...names: string[]): string | null {
  for (const name of names) {
    const value = notification.params[name];
    if (value !== undefined && value !== '') return String(value);
  }
  return null;
}

/** The holiday home a card is about: its name when known, else its code. */
export function homeOf(notification: Notification): string | null {
  const code = notification.renewal?.accommodationCode ?? notification.contract?.accommodationCode;
  return param(notification, 'accommodationName', 'accommodation') ?? code ?? param(notification, 'accommodationCode');
}

/** The date a card is about, yyyy-MM-dd, and what it is: an arrival, a deadline or just a day. */
export function dateOf(notification: Notification): { kind: 'arrival' | 'due' | 'day'; date: string } | null {
  const arrival = param(notification, 'arrivalDate');
  if (arrival) return { kind: 'arrival', date: arrival };
  const due = param(notification, 'dueDate');
  if (due) return { kind: 'due', date: due };
  const day = param(notification, 'date');
  return day ? { kind: 'day', date: day } : null;
}

/** The contract year of a renewal or contract card. */
export function yearOf(notification: Notification): string | null {
  const year = notification.renewal?.year ?? notification.contract?.year;
  return year !== undefined ? String(year) : param(notification, 'year');
}
