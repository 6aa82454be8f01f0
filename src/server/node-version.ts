/** The oldest Node.js major the server runs on (package.json "engines"; the bundle targets node24). */
export const MINIMUM_NODE_MAJOR = 24;

/**
 * Why this Node.js cannot run the server, with what to run instead; undefined when it can.
 * No imports: start.ts calls it before anything that needs Node 24 is loaded.
 */
export function nodeVersionProblem(version: string): string | undefined {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  if (major >= MINIMUM_NODE_MAJOR) return undefined;
  return [
    `Owner Portal needs Node.js ${MINIMUM_NODE_MAJOR} or newer; this is Node.js ${version}.`,
    'Run it with the Node.js the project installs: `npm start` (demo), or',
    '`node_modules/.bin/node dist/server/main.mjs` (production), or install Node.js 24.',
  ].join('\n');
}
