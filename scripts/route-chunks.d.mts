export interface RouteShell {
  name: string;
  pattern: string;
  signedIn: boolean | null;
  sources: string[];
  /** The path whose first view the build prerenders into the shell, once per language. */
  prerender?: string;
  /** Matches only a path that no route of the client's table matches (shells.json lists the patterns); answered 404. */
  unknown?: true;
  /** Matches only when the URL has this query parameter, not empty (the page's guard needs it). */
  query?: string;
}
export const routeShells: RouteShell[];
export function sourcesOf(name: string): string[];
export const firstViewParts: Record<string, string[]>;
