import type { FeatureFlags } from '../contract/system';

/** Deployment-level facts the shell needs. Throws GatewayError. */
export interface SystemGateway {
  /** The server's redirect for a path: a same-origin path, an absolute URL, or null. */
  redirectFor(path: string): Promise<string | null>;
  features(): Promise<FeatureFlags>;
  /** The id of the deployed build, polled to notice a new deployment. */
  buildId(): Promise<string>;
}
