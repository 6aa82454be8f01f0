import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ContactHours } from '../../contract/contact';
import type { ContactGroup } from '../../domain/contact-topics';
import type { ContactChannel, ContactRole } from '../../domain/enumerations';
import type { ReferralStatus } from '../../domain/referral';
import { intlLocale } from '../../i18n/format';
import { formatDateStyle } from '../../domain/date-format';

export const roleLabels: Record<ContactRole, MessageDescriptor> = {
  ServiceOffice: /*i18n*/ { id: 'contact.role.ServiceOffice', message: 'Service office' },
  Keyholder: /*i18n*/ { id: 'contact.role.Keyholder', message: 'Key holder' },
  Purchaser: /*i18n*/ { id: 'contact.role.Purchaser', message: 'Contract partner' },
  Owner: /*i18n*/ { id: 'contact.role.Owner', message: 'Owner' },
  Unknown: /*i18n*/ { id: 'contact.role.Unknown', message: 'Contact' },
};

export const channelLabels: Record<ContactChannel, MessageDescriptor> = {
  Email: /*i18n*/ { id: 'contact.channel.Email', message: 'Best reached by e-mail' },
  Phone: /*i18n*/ { id: 'contact.channel.Phone', message: 'Best reached by phone' },
  Mobile: /*i18n*/ { id: 'contact.channel.Mobile', message: 'Best reached on the mobile phone' },
  Unknown: /*i18n*/ { id: 'contact.channel.Unknown', message: 'Reach by e-mail or phone' },
};

export const groupLabels: Record<ContactGroup, MessageDescriptor> = {
  Bookings: /*i18n*/ { id: 'contact.group.Bookings', message: 'Bookings' },
  Complaint: /*i18n*/ { id: 'contact.group.Complaint', message: 'A complaint' },
  Maintenance: /*i18n*/ { id: 'contact.group.Maintenance', message: 'Repairs and maintenance' },
  UpdateInfo: /*i18n*/ { id: 'contact.group.UpdateInfo', message: 'Changes to my home’s information' },
};

/** Topic labels by group: "Other" reads differently in each group. */
export const topicLabels: Record<ContactGroup, Record<string, MessageDescriptor>> = {
  Bookings: {
    OwnerBooking: /*i18n*/ { id: 'contact.topic.Bookings.OwnerBooking', message: 'My own stay (owner booking)' },
    Other: /*i18n*/ { id: 'contact.topic.Bookings.Other', message: 'Another question about bookings' },
  },
  Complaint: {
    AboutGuest: /*i18n*/ { id: 'contact.topic.Complaint.AboutGuest', message: 'About a guest' },
    AboutProvider: /*i18n*/ { id: 'contact.topic.Complaint.AboutProvider', message: 'About our service' },
    Other: /*i18n*/ { id: 'contact.topic.Complaint.Other', message: 'Something else' },
  },
  Maintenance: {
    InProperty: /*i18n*/ { id: 'contact.topic.Maintenance.InProperty', message: 'In my home' },
    InNeighborhood: /*i18n*/ { id: 'contact.topic.Maintenance.InNeighborhood', message: 'In the neighbourhood' },
  },
  UpdateInfo: {
    Description: /*i18n*/ { id: 'contact.topic.UpdateInfo.Description', message: 'The description of my home' },
    Other: /*i18n*/ { id: 'contact.topic.UpdateInfo.Other', message: 'Other information' },
  },
};

export const referralStatusLabels: Record<ReferralStatus, MessageDescriptor> = {
  RECEIVED: /*i18n*/ { id: 'referral.status.RECEIVED', message: 'Received' },
  CONTACTED: /*i18n*/ { id: 'referral.status.CONTACTED', message: 'We are in touch' },
  SIGNED: /*i18n*/ { id: 'referral.status.SIGNED', message: 'Became an owner with us' },
  DECLINED: /*i18n*/ { id: 'referral.status.DECLINED', message: 'Decided not to' },
};

// 1 January 2024 was a Monday: day n of the week is 2024-01-0n.
// 1 January 2024 was a Monday: day 1 to 7 name Monday to Sunday.
const weekday = (day: number, locale: string) => formatDateStyle({ year: 2024, month: 1, day }, locale, 'weekday');
const time = (hhmm: string, locale: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1, hours, minutes));
};

/** "Monday to Friday, 08:00 to 18:00" in the reader's language. */
export function formatHours(i18n: I18n, hours: ContactHours): string {
  const days =
    hours.firstDay === 1 && hours.lastDay === 7
      ? i18n._({ id: 'contact.hours.everyDay', message: 'Every day' })
      : i18n._({ id: 'contact.hours.days', message: '{first} to {last}', values: { first: weekday(hours.firstDay, i18n.locale), last: weekday(hours.lastDay, i18n.locale) } });
  return i18n._({ id: 'contact.hours', message: '{days}, {opens} to {closes}', values: { days, opens: time(hours.opens, i18n.locale), closes: time(hours.closes, i18n.locale) } });
}
