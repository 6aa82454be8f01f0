import type { FeatureFlags } from '../contract/system';
import { portKey } from './port-key';

/** Deployment-level facts the shell needs. Throws GatewayError. */
export interface SystemGateway {
  /** The server's redirect for a path: a same-origin path, an absolute URL, or null. */
  redirectFor(path: string): Promise<string | null>;
  features(): Promise<FeatureFlags>;
  /** The id of the deployed build, polled to notice a new deployment. */
  buildId(): Promise<string>;
}

/** The key the app binds the SystemGateway adapter to. */
export const systemPort = portKey<SystemGateway>('system');
