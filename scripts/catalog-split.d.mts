export interface RoutePage {
  pattern: string;
  guest: boolean;
  source: string;
}
export function routePages(source?: string): RoutePage[];
export function messageIdsIn(text: string, known: Set<string>): Set<string>;
export function filesOf(meta: unknown, sources: string[], options: { lazy: boolean }): Set<string>;
export function splitCatalog(meta: unknown, ids: string[], textOf?: (file: string) => string): { first: Set<string>; members: Set<string> };
export const ENTRY: string;
export const GUEST_SIDE: string[];
export const MEMBERS_SIDE: string[];
