import type { KyInstance } from 'ky';
import { KyPaymentsGateway } from '../../adapters/ky-payments-gateway';
import { paymentsPort } from '../../ports/payments-gateway';
import { httpKey, portModule } from './port-module';

/** Payments: overview, bookings, statements, payment info and the confirmed changes. */
export const paymentsModule = portModule((bind) => {
  bind(paymentsPort).toResolvedValue((ky: KyInstance) => new KyPaymentsGateway(ky), [httpKey]);
});
