import type { KyInstance } from 'ky';
import { KyDemoGateway } from '../../adapters/ky-demo-gateway';
import { demoPort } from '../../ports/demo-gateway';
import { httpKey, portModule } from './port-module';

/** The demo tools (a booking or a message on demand). */
export const demoModule = portModule((bind) => {
  bind(demoPort).toResolvedValue((ky: KyInstance) => new KyDemoGateway(ky), [httpKey]);
});
