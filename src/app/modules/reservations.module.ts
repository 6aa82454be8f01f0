import type { KyInstance } from 'ky';
import { KyReservationsGateway } from '../../adapters/ky-reservations-gateway';
import { reservationsPort } from '../../ports/reservations-gateway';
import { httpKey, portModule } from './port-module';

/** Reservations, their details and owner-booking removal. */
export const reservationsModule = portModule((bind) => {
  bind(reservationsPort).toResolvedValue((ky: KyInstance) => new KyReservationsGateway(ky), [httpKey]);
});
