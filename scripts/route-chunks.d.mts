export interface RouteShell {
  name: string;
  pattern: string;
  signedIn: boolean | null;
  sources: string[];
  /** The path whose first view the build prerenders into the shell, once per language. */
  prerender?: string;
}
export const routeShells: RouteShell[];
export function sourcesOf(name: string): string[];
