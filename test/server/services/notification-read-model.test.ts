import { describe, expect, it } from 'vitest';
import { Notification } from '../../../src/contract/inbox';
import { PushPayload } from '../../../src/contract/push';
import type { NotificationRecord } from '../../../src/server/repositories/notifications-repository';
import { toNotification } from '../../../src/server/services/notification-read-model';
import { pushMessage } from '../../../src/server/services/push-message';

const context = { names: new Map([['HR2731.100.1', 'Villa Lavanda']]), stayIds: new Map([['24000102', 77]]) };
const record = (type: NotificationRecord['type'], payload: Record<string, unknown>): NotificationRecord => ({
  id: 5,
  accountId: 1,
  type,
  isRead: false,
  payload,
  createdAt: new Date('2026-07-01T10:00:00Z'),
  actionTaken: null,
});

describe('toNotification', () => {
  it('links a seeded reservation card to its stay by number and names the house', () => {
    const card = toNotification(
      record('reservation', { reservation: { resNo: '24000102', accommodationCode: 'HR2731.100.1', arrivalDate: '2027-07-21', change: 'NEW' } }),
      context,
    );
    expect(Notification.parse(card)).toEqual({
      id: '5',
      type: 'reservation',
      isRead: false,
      createdAt: '2026-07-01T10:00:00.000Z',
      params: { resNo: '24000102', accommodationCode: 'HR2731.100.1', accommodationName: 'Villa Lavanda', arrivalDate: '2027-07-21', change: 'NEW' },
      reservation: { id: '77', resNo: '24000102' },
    });
  });

  it('stays within the contract whatever the stored payload holds', () => {
    const odd = [
      record('iban', { ibanUpdatingNotification: { status: 'WEIRD' } }),
      record('renewal', { renewal: 'not an object' }),
      record('contract', { contract: { accommodationCode: 'HR2731.100.1', year: '2027' } }),
      record('reservation', { reservation: { resNo: 'unknown' } }),
      record('feature', {}),
      record('feedback', { feedback: { nested: { deep: true }, score: Number.NaN } }),
    ];
    for (const card of odd.map((entry) => toNotification(entry, context))) {
      expect(Notification.safeParse(card).success, JSON.stringify(card)).toBe(true);
      expect(card.reservation ?? card.renewal ?? card.contract ?? card.ibanUpdatingNotification).toBeUndefined();
    }
  });
});

describe('pushMessage', () => {
  it('opens the reservation of a reservation card and words the change in the owner’s language', () => {
    const canceled = record('reservation', {
      reservation: { stayId: 12, resNo: '1', accommodationCode: 'HR2731.100.1', arrivalDate: '2026-08-01', departureDate: '2026-08-08', change: 'CANCELED' },
    });
    expect(PushPayload.parse(pushMessage(canceled, context, 'fr'))).toEqual({
      title: 'Réservation annulée',
      body: 'Villa Lavanda\u00a0: 1 août – 8 août',
      url: '/reservations/arrivals/12',
      tag: 'notification-5',
    });
  });

  it('ends at the arrival date when the card has no departure, and opens the inbox for other cards', () => {
    const seeded = record('reservation', { reservation: { resNo: '24000102', accommodationCode: 'HR2731.100.1', arrivalDate: '2027-07-21' } });
    expect(pushMessage(seeded, context, 'en').body).toBe('Villa Lavanda: 21 Jul');
    expect(pushMessage(record('iban', { ibanUpdatingNotification: { status: 'FAILED' } }), context, 'hr')).toMatchObject({
      title: 'Bankovni podaci nisu promijenjeni',
      url: '/inbox',
    });
  });
});
