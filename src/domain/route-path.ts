// How a path matches a route pattern of the client's route table (app/route-table.ts). Shared with
// the server, which answers a path no pattern matches with the 404 page (http/route-shells.ts):
// both sides must agree on what an unknown path is.

/** A path's parameters under a pattern: `:name` segments, and what a `*name` catch-all took. */
export interface PatternMatch {
  params: Record<string, string>;
  rest: string[];
}

/** The decoded segments of a path (trailing slashes tolerated); null when it is not valid percent-encoding. */
export function splitPath(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** Matches a pattern (literal segments, `:name` for one segment, `*name` for an optional catch-all) against segments. */
export function matchPattern(pattern: string, segments: readonly string[]): PatternMatch | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part.startsWith('*')) return { params, rest: segments.slice(i) };
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return segments.length === parts.length ? { params, rest: [] } : null;
}

/** Whether any of the patterns matches the path. */
export function matchesAnyPattern(path: string, patterns: readonly string[]): boolean {
  const segments = splitPath(path);
  return segments !== null && patterns.some((pattern) => matchPattern(pattern, segments) !== null);
}
