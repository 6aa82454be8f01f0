import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { InboxGateway } from '../../ports/inbox-gateway';

/** Query keys of the inbox, all under the root the app gives (the portal's shared `['inbox']`). */
export function inboxKeys(root: readonly unknown[]) {
  return {
    root,
    /** The cards are worded for the visitor's language, so the locale is part of the key (spec 7). */
    notifications: (locale: string) => [...root, 'notifications', locale] as const,
    status: () => [...root, 'status'] as const,
  };
}

export type InboxKeys = ReturnType<typeof inboxKeys>;

interface InboxServices {
  gateway: InboxGateway;
  keys: InboxKeys;
}

const InboxContext = createContext<InboxServices | null>(null);

export interface InboxProviderProps {
  gateway: InboxGateway;
  /** The root of every inbox query key; other pages invalidate it (e.g. after removing an owner booking). */
  queryRoot: readonly unknown[];
  children: ReactNode;
}

/** Gives the inbox views and the bell their gateway and query keys; provided by the app's wiring. */
export function InboxProvider({ gateway, queryRoot, children }: InboxProviderProps) {
  const value = useMemo(() => ({ gateway, keys: inboxKeys(queryRoot) }), [gateway, queryRoot]);
  return <InboxContext.Provider value={value}>{children}</InboxContext.Provider>;
}

export function useInbox(): InboxServices {
  const services = useContext(InboxContext);
  if (!services) throw new Error('useInbox outside <InboxProvider>');
  return services;
}
