import type { KyInstance } from 'ky';
import { KySessionsGateway } from '../../adapters/ky-sessions-gateway';
import { sessionsPort } from '../../ports/sessions-gateway';
import { httpKey, portModule } from './port-module';

/** The account's active sessions (only /profile/sessions uses it, so it travels in that chunk). */
export const sessionsModule = portModule((bind) => {
  bind(sessionsPort).toResolvedValue((ky: KyInstance) => new KySessionsGateway(ky), [httpKey]);
});
