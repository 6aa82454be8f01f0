import { createContext, type ReactNode, useContext } from 'react';
import type { ReservationsGateway } from '../../ports/reservations-gateway';

const GatewayContext = createContext<ReservationsGateway | null>(null);

/** Gives the reservation views their gateway; the page in app/ provides it from the container. */
export function ReservationsProvider({ gateway, children }: { gateway: ReservationsGateway; children: ReactNode }) {
  return <GatewayContext.Provider value={gateway}>{children}</GatewayContext.Provider>;
}

/** The reservations gateway of the nearest {@link ReservationsProvider}. */
export function useReservationsGateway(): ReservationsGateway {
  const gateway = useContext(GatewayContext);
  if (!gateway) throw new Error('useReservationsGateway outside <ReservationsProvider>');
  return gateway;
}
