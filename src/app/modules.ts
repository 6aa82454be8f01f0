import { accountModule } from './modules/account.module';
import type { portModule } from './modules/port-module';
import { sessionModule } from './modules/session.module';
import { systemModule } from './modules/system.module';

/**
 * The modules (modules/<slice>.module.ts) the container binds at start: what the sign-in flow,
 * the guest pages and the session need, one line each. They load with /login, so keep this list
 * short: any other slice's module is named by the page or component that uses its ports
 * (`useModules(xModule)`, see use-modules.ts) and travels in that page's chunk.
 */
export const coreModules: readonly ReturnType<typeof portModule>[] = [
  sessionModule,
  systemModule,
  accountModule,
];
