import type { ContainerModule } from 'inversify';
import { useContainer } from './app-context';

/**
 * Binds the given slice modules (modules/<slice>.module.ts) before the caller or its children
 * resolve their ports: the first line of a page or app component that uses a slice's ports, e.g.
 * `useModules(reservationsModule)`. The module's code is a static import of that page, so it
 * arrives with the page's chunk (and its shell preloads it); binding is synchronous and happens
 * once per module, so later renders cost a set lookup. Suspends until the container has loaded.
 */
export function useModules(...modules: readonly ContainerModule[]): void {
  useContainer().load(...modules);
}
