import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CodeDelivery } from '../integrations/code-delivery';
import type { Log } from '../log';
import { createAccountServices } from '../services/account-services';
import type { Clock } from '../services/clock';
import { registerAccountSettingsRoutes } from './account-settings-routes';
import { registerPasskeyRoutes } from './passkey-routes';
import { registerRecoveryRoutes } from './recovery-routes';
import type { RouteContext } from './route-context';
import { registerStepUpRoutes } from './step-up-routes';

/**
 * The account slice: builds its services from the shared context and registers recovery,
 * step-up, passkey and profile-settings routes. Messages still in flight are awaited on close.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  context: RouteContext,
  deps: { db: Kysely<Database>; clock: Clock; delivery: CodeDelivery; log: Log },
): void {
  const services = createAccountServices({ ...deps, sessions: context.services.sessions, publicUrl: context.config.publicUrl });
  app.addHook('onClose', async () => services.background.drain());
  registerRecoveryRoutes(app, context, services);
  registerStepUpRoutes(app, context, services);
  registerPasskeyRoutes(app, context, services);
  registerAccountSettingsRoutes(app, context, services);
}
