import type { KyInstance } from 'ky';
import type { IcalFeedRequest } from '../contract/ical';
import type { OwnerBookingRequest } from '../contract/owner-bookings';
import type { CalendarGateway } from '../ports/calendar-gateway';
import { send } from './ky-http';

export class KyCalendarGateway implements CalendarGateway {
  constructor(private readonly http: KyInstance) {}

  async entries(accommodationCode: string, from: string, to: string) {
    const { CalendarResponse } = await import('../contract/calendar');
    return send(() => this.http.get(`calendar/${encodeURIComponent(accommodationCode)}`, { searchParams: { from, to } }).json(CalendarResponse));
  }

  async homesEntries(from: string, to: string) {
    const { HomesCalendarResponse } = await import('../contract/calendar');
    return send(() => this.http.get('calendar', { searchParams: { from, to } }).json(HomesCalendarResponse));
  }

  async exportUrl(accommodationCode: string) {
    const { IcalExport } = await import('../contract/ical');
    return send(() => this.http.get(`ical/${encodeURIComponent(accommodationCode)}/export`).json(IcalExport));
  }

  async rotateExport(accommodationCode: string) {
    const { IcalExport } = await import('../contract/ical');
    return send(() => this.http.post(`ical/${encodeURIComponent(accommodationCode)}/export/rotate`).json(IcalExport));
  }

  async createOwnerBooking(request: OwnerBookingRequest, idempotencyKey: string) {
    const { OwnerBooking } = await import('../contract/owner-bookings');
    return send(() => this.http.post('owner-bookings', { json: request, headers: { 'Idempotency-Key': idempotencyKey } }).json(OwnerBooking));
  }

  async feeds(accommodationCode: string) {
    const { IcalFeedList } = await import('../contract/ical');
    return send(() => this.http.get(`ical/${encodeURIComponent(accommodationCode)}/feeds`).json(IcalFeedList));
  }

  async addFeed(accommodationCode: string, request: IcalFeedRequest) {
    const { IcalFeed } = await import('../contract/ical');
    return send(() => this.http.post(`ical/${encodeURIComponent(accommodationCode)}/feeds`, { json: request }).json(IcalFeed));
  }

  async syncFeed(feedId: string) {
    const { IcalSyncResult } = await import('../contract/ical');
    return send(() => this.http.post(`ical/feeds/${encodeURIComponent(feedId)}/sync`).json(IcalSyncResult));
  }

  async rotateFeedExport(feedId: string) {
    const { IcalFeed } = await import('../contract/ical');
    return send(() => this.http.post(`ical/feeds/${encodeURIComponent(feedId)}/export/rotate`).json(IcalFeed));
  }

  async removeFeed(feedId: string) {
    await send(() => this.http.delete(`ical/feeds/${encodeURIComponent(feedId)}`));
  }
}
