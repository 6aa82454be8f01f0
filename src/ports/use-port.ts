import { createContext, use, useContext } from 'react';
import type { PortKey, PortResolver } from './port-key';

/** The app's port resolver, loaded after the first paint (so reading it may suspend). */
export const PortsContext = createContext<Promise<PortResolver> | null>(null);

/**
 * The one way a feature's query hook reaches a port: `usePort(reservationsPort)`. Suspends until
 * the composition root has loaded; the app provides it once (app.tsx), tests provide fakes with
 * `<PortsContext value={Promise.resolve(resolver)}>`.
 */
export function usePort<T>(key: PortKey<T>): T {
  const ports = useContext(PortsContext);
  if (!ports) throw new Error('usePort outside <PortsContext>');
  return use(ports).get(key);
}
