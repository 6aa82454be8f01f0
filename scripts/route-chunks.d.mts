export interface RouteShell {
  name: string;
  pattern: string;
  signedIn: boolean | null;
  sources: string[];
}
export const routeShells: RouteShell[];
export function sourcesOf(name: string): string[];
