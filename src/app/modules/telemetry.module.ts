import type { KyInstance } from 'ky';
import { FetchTelemetrySink } from '../../adapters/fetch-telemetry-sink';
import { KyConsentGateway } from '../../adapters/ky-consent-gateway';
import { RrwebSessionRecorder } from '../../adapters/rrweb-session-recorder';
import { consentPort } from '../../ports/consent-gateway';
import { recorderPort } from '../../ports/session-recorder';
import { telemetryPort } from '../../ports/telemetry-sink';
import { httpKey, portModule } from './port-module';

/** Consent on the server, statistics and error reports to the portal, the session recorder. */
export const telemetryModule = portModule((bind) => {
  bind(consentPort).toResolvedValue((ky: KyInstance) => new KyConsentGateway(ky), [httpKey]);
  bind(telemetryPort).toConstantValue(new FetchTelemetrySink());
  bind(recorderPort).toConstantValue(new RrwebSessionRecorder());
});
