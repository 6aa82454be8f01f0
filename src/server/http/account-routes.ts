import { createAccountServices } from '../services/account-services';
import { registerAccountSettingsRoutes } from './account-settings-routes';
import { registerPasskeyRoutes } from './passkey-routes';
import { registerRecoveryRoutes } from './recovery-routes';
import type { FeatureRoutes } from './route-context';
import { registerStepUpRoutes } from './step-up-routes';

/**
 * The account slice: builds its services from the route context and registers recovery,
 * step-up, passkey and profile-settings routes. Messages still in flight are awaited on close.
 */
export const accountRoutes: FeatureRoutes = async (app, context) => {
  const services = createAccountServices({ ...context, publicUrl: context.config.publicUrl });
  app.addHook('onClose', async () => services.background.drain());
  registerRecoveryRoutes(app, context, services);
  registerStepUpRoutes(app, context, services);
  registerPasskeyRoutes(app, context, services);
  registerAccountSettingsRoutes(app, context, services);
};
