/**
 * The key of a port: what the composition root binds an adapter to and what features ask for
 * (`usePort`). Each port file declares its own key next to its interface, so a new slice adds no
 * line to a shared token list.
 */
export type PortKey<T> = symbol & { readonly __port?: T };

export function portKey<T>(name: string): PortKey<T> {
  return Symbol.for(`portal.${name}`) as PortKey<T>;
}

/** Resolves port keys to the bound adapters (the app's container). */
export interface PortResolver {
  get<T>(key: PortKey<T>): T;
}
