import type { KyInstance } from 'ky';
import type { DemoGateway } from '../ports/demo-gateway';
import { send } from './ky-http';

export class KyDemoGateway implements DemoGateway {
  constructor(private readonly http: KyInstance) {}

  async createBooking() {
    await send(() => this.http.post('demo/booking'));
  }

  async createNotification(type: string) {
    await send(() => this.http.post('demo/notification', { json: { type } }));
  }
}
