import type { Notification } from '../../../src/contract/inbox';
import { GatewayError } from '../../../src/ports/gateway-error';
import type { InboxGateway } from '../../../src/ports/inbox-gateway';

/** A card of the given type; override what a test needs. */
export function makeNotification(id: string, type: Notification['type'], overrides: Partial<Notification> = {}): Notification {
  return { id, type, isRead: false, createdAt: '2026-10-20T08:00:00Z', params: {}, ...overrides };
}

/** One card of each type, all unread. */
export const everyType: Notification[] = [
  makeNotification('n-feature', 'feature', { featureNotification: { feature: 'passkeys', link: '/profile/passwordless-login' } }),
  makeNotification('n-feedback', 'feedback'),
  makeNotification('n-reservation', 'reservation', {
    reservation: { id: 'r-42', resNo: '500042' },
    params: { change: 'NEW', accommodationName: 'Villa Marta', arrivalDate: '2026-11-14' },
  }),
  makeNotification('n-referral', 'referral', { params: { name: 'Marta Novak' } }),
  makeNotification('n-legal', 'legal'),
  makeNotification('n-iban-failed', 'iban', { ibanUpdatingNotification: { status: 'FAILED' }, params: { status: 'FAILED', currentIban: 'CH93 •••• •••• 2957' } }),
  makeNotification('n-iban-ok', 'iban', { ibanUpdatingNotification: { status: 'SUCCESSFUL' } }),
  makeNotification('n-renewal', 'renewal', { renewal: { accommodationCode: 'HR2731.100.1', year: 2027, autoRenew: true }, params: { accommodationName: 'Villa Marta' } }),
  makeNotification('n-contract', 'contract', { contract: { accommodationCode: 'IT4410.200.3', year: 2027, autoRenew: false }, params: { accommodationName: 'Casa Lucia' } }),
];

/** An in-memory InboxGateway that records calls; each answer can be replaced by a test. */
export class FakeInboxGateway implements InboxGateway {
  readonly calls: string[] = [];
  hasNewAnswer = true;
  failList = false;
  markReadAnswer: (id: string) => Promise<void> = async (id) => {
    this.list = this.list.map((n) => (n.id === id ? { ...n, isRead: true } : n));
  };
  rateAnswer = true;
  failRenew = false;
  /** When the fake server says actions were taken. */
  now = '2026-11-23T09:30:00Z';

  constructor(public list: Notification[] = structuredClone(everyType)) {}

  async notifications() {
    this.calls.push('notifications');
    if (this.failList) throw new GatewayError({ kind: 'network', message: 'offline' });
    return structuredClone(this.list);
  }

  async hasNew() {
    this.calls.push('hasNew');
    return this.hasNewAnswer;
  }

  markRead(id: string) {
    this.calls.push(`markRead ${id}`);
    return this.markReadAnswer(id);
  }

  markAllReadAnswer: (newestSeen: string) => Promise<number> = async (newestSeen) => {
    // As the server: the card seen and every older one (the list is newest first).
    const from = this.list.findIndex((n) => n.id === newestSeen);
    if (from < 0) throw new GatewayError({ kind: 'http', status: 404, code: 'not_found' });
    let marked = 0;
    this.list = this.list.map((n, index) => (index >= from && !n.isRead ? (marked++, { ...n, isRead: true }) : n));
    return marked;
  };

  markAllRead(newestSeen: string) {
    this.calls.push(`markAllRead ${newestSeen}`);
    return this.markAllReadAnswer(newestSeen);
  }

  async rate(rating: number) {
    this.calls.push(`rate ${rating}`);
    // As the server: a score answers every open feedback card.
    if (this.rateAnswer) this.list = this.list.map((n) => (n.type === 'feedback' && !n.actionTaken ? { ...n, isRead: true, actionTaken: { result: 'surveyAnswered', at: this.now } } : n));
    return this.rateAnswer;
  }

  async renew(code: string, mode: 'auto' | 'manual') {
    this.calls.push(`renew ${code} ${mode}`);
    if (this.failRenew) throw new GatewayError({ kind: 'http', status: 403, code: 'forbidden' });
    const result = mode === 'auto' ? 'renewalRequested' : 'offerRequested';
    this.list = this.list.map((n) =>
      (n.renewal ?? n.contract)?.accommodationCode === code ? { ...n, isRead: true, actionTaken: { result, at: this.now } } : n,
    );
  }
}
