import type { KyInstance } from 'ky';
import { KyPropertyGateway } from '../../adapters/ky-property-gateway';
import { propertyPort } from '../../ports/property-gateway';
import { httpKey, portModule } from './port-module';

/** Contract prices, dynamic pricing, the property profile, the benchmark and opportunities. */
export const propertyModule = portModule((bind) => {
  bind(propertyPort).toResolvedValue((ky: KyInstance) => new KyPropertyGateway(ky), [httpKey]);
});
