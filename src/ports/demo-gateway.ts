import { portKey } from './port-key';
/** Demo mode only: make something happen on the server, to watch it arrive live. Throws GatewayError. */
export interface DemoGateway {
  /** A new guest booking on one of the account's houses (with its inbox message). */
  createBooking(): Promise<void>;
  /** A new inbox message of the given type. */
  createNotification(type: string): Promise<void>;
}

/** The key the app binds the DemoGateway adapter to. */
export const demoPort = portKey<DemoGateway>('demo');
