import type { KyInstance } from 'ky';
import type { InboxGateway } from '../ports/inbox-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/inbox');

export class KyInboxGateway implements InboxGateway {
  constructor(private readonly http: KyInstance) {}

  async notifications() {
    const { NotificationList } = await schemas();
    const list = await send(() => this.http.get('inbox/notifications').json(NotificationList));
    return list.content;
  }

  async hasNew() {
    const { InboxStatus } = await schemas();
    return (await send(() => this.http.get('inbox/status').json(InboxStatus))).newNotifications;
  }

  async markRead(id: string) {
    await send(() => this.http.post('inbox/read', { json: { messageId: id } }));
  }

  async markAllRead(newestSeen: string) {
    const { MarkAllReadResponse } = await schemas();
    return (await send(() => this.http.post('inbox/read-all', { json: { newestSeen } }).json(MarkAllReadResponse))).marked;
  }

  async rate(rating: number, comment?: string) {
    try {
      const { RatingResponse } = await schemas();
      return (await send(() => this.http.post('rating', { json: comment ? { rating, comment } : { rating } }).json(RatingResponse))).success;
    } catch (error) {
      // Spec 8: a failed rating is logged and answers false.
      console.warn('Rating not saved', error);
      return false;
    }
  }

  async renew(accommodationCode: string, mode: 'auto' | 'manual') {
    await send(() => this.http.post(`contracts/${encodeURIComponent(accommodationCode)}/renewal`, { json: { mode } }));
  }
}
