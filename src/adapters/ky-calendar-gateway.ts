import type { KyInstance } from 'ky';
import type { CalendarGateway } from '../ports/calendar-gateway';
import { send } from './ky-http';

export class KyCalendarGateway implements CalendarGateway {
  constructor(private readonly http: KyInstance) {}

  async entries(accommodationCode: string, from: string, to: string) {
    const { CalendarResponse } = await import('../contract/calendar');
    return send(() => this.http.get(`calendar/${encodeURIComponent(accommodationCode)}`, { searchParams: { from, to } }).json(CalendarResponse));
  }

  async exportUrl(accommodationCode: string) {
    const { IcalExport } = await import('../contract/ical');
    return send(() => this.http.get(`ical/${encodeURIComponent(accommodationCode)}/export`).json(IcalExport));
  }

  async rotateExport(accommodationCode: string) {
    const { IcalExport } = await import('../contract/ical');
    return send(() => this.http.post(`ical/${encodeURIComponent(accommodationCode)}/export/rotate`).json(IcalExport));
  }
}
