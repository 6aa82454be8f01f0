import type { KyInstance } from 'ky';
import { KyPasskeyGateway, KyStepUpGateway } from '../../adapters/ky-passkey-gateway';
import { KyProfileSettingsGateway } from '../../adapters/ky-profile-settings-gateway';
import { KyRecoveryGateway } from '../../adapters/ky-recovery-gateway';
import { passkeysPort, stepUpPort } from '../../ports/passkey-gateway';
import { profileSettingsPort } from '../../ports/profile-settings-gateway';
import { recoveryPort } from '../../ports/recovery-gateway';
import { httpKey, portModule } from './port-module';

/** Recovery, passkeys (the server's side; the browser's is an early adapter, see container.ts), step-up and the profile settings. */
export const accountModule = portModule((bind) => {
  bind(recoveryPort).toResolvedValue((ky: KyInstance) => new KyRecoveryGateway(ky), [httpKey]);
  bind(passkeysPort).toResolvedValue((ky: KyInstance) => new KyPasskeyGateway(ky), [httpKey]);
  bind(stepUpPort).toResolvedValue((ky: KyInstance) => new KyStepUpGateway(ky), [httpKey]);
  bind(profileSettingsPort).toResolvedValue((ky: KyInstance) => new KyProfileSettingsGateway(ky), [httpKey]);
});
