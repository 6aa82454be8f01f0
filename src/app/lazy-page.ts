import { type ComponentType, lazy } from 'react';

/**
 * A chunk's module with its component as default export (a page, a layout), and the lazy parts its
 * first view shows (`preloadParts`), if it has any.
 */
type ComponentLoader<P> = () => Promise<{ default: ComponentType<P>; preloadParts?: () => Promise<void> }>;

// Keyed by loader; each value is its loader's component (the functions below keep them paired).
const components = new WeakMap<object, unknown>();
const loaded = new WeakMap<object, unknown>();

/**
 * Loads a component's chunk, and the lazy parts its first view shows, ahead of its first render:
 * that render then uses the component itself and does not suspend. main.tsx does so for a
 * prerendered page before hydrating it, which then completes in one pass (a part still suspended
 * when the session first changes would be thrown away and drawn anew, and until a suspended part
 * hydrates, the server's HTML of its boundary shows but a tap on it is lost).
 */
export async function preloadComponent<P>(loader: ComponentLoader<P>): Promise<void> {
  const module = await loader();
  await module.preloadParts?.();
  loaded.set(loader, module.default);
}

/**
 * The component of a loader, made once per loader (so React keeps its state): the component itself
 * when its chunk was preloaded, else a lazy one.
 */
export function lazyComponent<P>(loader: ComponentLoader<P>): ComponentType<P> {
  let component = components.get(loader) as ComponentType<P> | undefined;
  if (!component) {
    const made =
      (loaded.get(loader) as ComponentType<P> | undefined) ??
      lazy(() =>
        // React keeps a failed import for good: forget it, so the component loads when the signal is back.
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
