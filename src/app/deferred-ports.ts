import type { PortKey, PortResolver } from '../ports/port-key';

type Adapter = Record<PropertyKey, (...args: unknown[]) => unknown>;

/**
 * A port resolver usable before the container has loaded: each port is a stand-in whose methods
 * call the bound adapter once it has, and return a promise of its answer. For machines whose
 * ports are only called in actors and actions (gateways, navigation), never read synchronously.
 */
export function deferredPorts(ports: Promise<PortResolver>): PortResolver {
  return {
    get: <T>(key: PortKey<T>) =>
      new Proxy(
        {},
        {
          // Not a promise itself: `await port` must not wait for a method called "then".
          get: (_, method) => (method === 'then' ? undefined : (...args: unknown[]) => ports.then((resolved) => (resolved.get(key) as Adapter)[method]!(...args))),
        },
      ) as T,
  };
}
