import type { KyInstance } from 'ky';
import { KyAccountGateway } from '../../adapters/ky-account-gateway';
import { KyAuthGateway } from '../../adapters/ky-auth-gateway';
import { KySupportGateway } from '../../adapters/ky-support-gateway';
import { accountPort } from '../../ports/account-gateway';
import { authPort } from '../../ports/auth-gateway';
import { supportPort } from '../../ports/support-gateway';
import { httpKey, portModule } from './port-module';

/** Sign-in, the account (profile, tax ids, password) and the public support form. */
export const sessionModule = portModule((bind) => {
  bind(authPort).toResolvedValue((ky: KyInstance) => new KyAuthGateway(ky), [httpKey]);
  bind(accountPort).toResolvedValue((ky: KyInstance) => new KyAccountGateway(ky), [httpKey]);
  bind(supportPort).toResolvedValue((ky: KyInstance) => new KySupportGateway(ky), [httpKey]);
});
