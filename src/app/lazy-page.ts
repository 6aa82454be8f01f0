import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageLoader, PageProps } from './route-types';

const components = new WeakMap<PageLoader, LazyExoticComponent<ComponentType<PageProps>>>();

/** The lazy component of a route's page loader, made once per loader (so React keeps its state). */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType<PageProps>> {
  let component = components.get(loader);
  if (!component) {
    // React keeps a failed import for good: forget it, so the page loads when the signal is back.
    const made = lazy(() =>
      loader().catch((error: unknown) => {
        if (components.get(loader) === made) components.delete(loader);
        throw error;
      }),
    );
    component = made;
    components.set(loader, component);
  }
  return component;
}
