import type { KyInstance } from 'ky';
import type { ReservationsQuery } from '../contract/reservations';
import type { ReservationsGateway } from '../ports/reservations-gateway';
import { send } from './ky-http';

const schemas = () => Promise.all([import('../contract/reservations'), import('../contract/accommodations')]);

export class KyReservationsGateway implements ReservationsGateway {
  constructor(private readonly http: KyInstance) {}

  async accommodations() {
    const [, { Accommodations }] = await schemas();
    return send(() => this.http.get('accommodations').json(Accommodations));
  }

  async list(query: Partial<ReservationsQuery>) {
    const [{ ReservationPage }] = await schemas();
    const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
    return send(() => this.http.get('reservations', { searchParams }).json(ReservationPage));
  }

  async detail(id: string) {
    const [{ Reservation }] = await schemas();
    return send(() => this.http.get(`reservations/${encodeURIComponent(id)}`).json(Reservation));
  }

  async earnings(id: string) {
    const { ReservationEarnings } = await import('../contract/reservation-earnings');
    return send(() => this.http.get(`reservations/${encodeURIComponent(id)}/earnings`).json(ReservationEarnings));
  }

  async removeOwnerBooking(id: string) {
    await send(() => this.http.delete(`owner-bookings/${encodeURIComponent(id)}`));
  }
}
