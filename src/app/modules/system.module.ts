import type { KyInstance } from 'ky';
import { BrowserPageLocation } from '../../adapters/browser-page-location';
import { KySystemGateway } from '../../adapters/ky-system-gateway';
import { locationPort } from '../../ports/page-location';
import { systemPort } from '../../ports/system-gateway';
import { httpKey, portModule } from './port-module';

/** The portal itself: redirects, feature flags, the demo outbox, the page's own location. */
export const systemModule = portModule((bind) => {
  bind(systemPort).toResolvedValue((ky: KyInstance) => new KySystemGateway(ky), [httpKey]);
  bind(locationPort).toConstantValue(new BrowserPageLocation());
});
