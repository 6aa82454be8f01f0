import { type BindToFluentSyntax, ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { type PortKey, portKey } from '../../ports/port-key';

/** The app's one ky instance (adapters/ky-http.ts), bound by the container. */
export const httpKey = portKey<KyInstance>('http');

/** Binds a port key, typed by the port it stands for. */
export type BindPort = <T>(key: PortKey<T>) => BindToFluentSyntax<T>;

/**
 * A slice's inversify module: binds its ports to their adapters. The pages and app components that
 * use its ports name it first thing (`useModules(xModule)`, ../use-modules.ts), so it loads with
 * them; only what the sign-in flow needs is listed in ../modules.ts. container.ts never changes
 * for a new slice.
 */
export function portModule(register: (bind: BindPort) => void): ContainerModule {
  return new ContainerModule(({ bind }) => register((key) => bind(key)));
}
