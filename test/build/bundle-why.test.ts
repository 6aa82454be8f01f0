import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeBudget } from '../../scripts/budget.mjs';
import { groupOf, importChain, sourcesFor, whyBytes } from '../../scripts/bundle-why.mjs';
import { routeShells } from '../../scripts/route-chunks.mjs';

const metaFile = path.resolve(import.meta.dirname, '../../dist/meta.json');
const built = existsSync(metaFile);

/** The build's script chunks of the client, with the source modules each holds. */
function clientChunks() {
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  return Object.entries(meta.outputs).filter(([file]) => file.startsWith('dist/client/') && file.endsWith('.js'));
}

describe('bundle:why names', () => {
  it('groups a module by its package, app code by its folder', () => {
    expect(groupOf('node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(groupOf('node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(groupOf('src/features/calendar/calendar.view.tsx')).toBe('src/features/calendar');
  });

  it('reads a shell name, or a page by its file, its name or its short name', () => {
    expect(sourcesFor('login')).toEqual(routeShells.find((shell) => shell.name === 'login')?.sources);
    const calendar = ['src/app/pages/calendar.page.tsx', 'src/app/logged-in-area.tsx', 'src/app/container.ts'];
    for (const name of ['calendar', 'calendar.page', 'calendar.page.tsx', 'src/app/pages/calendar.page.tsx']) expect(sourcesFor(name)).toEqual(calendar);
    expect(sourcesFor('guide')).toEqual(routeShells.find((shell) => shell.name === 'guide')?.sources);
    expect(sourcesFor('reference-form')).toEqual(routeShells.find((shell) => shell.name === 'reference-form')?.sources);
    expect(sourcesFor('two-factor-contact')).toEqual(['src/app/pages/two-factor-contact.page.tsx', 'src/features/shell/logged-out.layout.tsx', 'src/app/container.ts']);
    expect(() => sourcesFor('nope')).toThrow(/no route shell or page named nope/);
  });
});

describe.runIf(built)('bundle:why on the build', () => {
  it('shares out exactly the bytes the budget counts', () => {
    const sources = sourcesFor('calendar');
    const why = whyBytes(sources);
    expect(why.total).toBe(routeBudget(sources).js.gzip);
    const grouped = why.groups.reduce((sum, [, bytes]) => sum + bytes, 0);
    expect(Math.abs(grouped - why.total)).toBeLessThan(why.files.filter((file) => file.modules === 0).reduce((sum, file) => sum + file.gzip, 0) + 1);
    expect(why.groups[0]?.[0]).toBe('react-dom');
  });

  it('shows the chain of imports that pulls a package in, and none for a package not loaded', () => {
    const chain = importChain(sourcesFor('owner-booking'), 'zod');
    expect(chain?.[0]).toBe('src/app/pages/owner-booking.page.tsx');
    expect(chain?.some((file) => file.startsWith('src/contract/'))).toBe(true);
    expect(importChain(sourcesFor('login'), 'zod')).toBeNull();
  });

  // The Temporal polyfill costs ~19 kB gzip and its set-up a long task on a phone: pages compute
  // dates with domain/date-arithmetic.ts, the shell's behaviours keep times as epoch milliseconds.
  it('no chunk of the client holds the Temporal polyfill', () => {
    const chunks = clientChunks();
    expect(chunks.length).toBeGreaterThan(10);
    for (const [file, { inputs }] of chunks) expect(Object.keys(inputs).filter((input) => groupOf(input) === 'temporal-polyfill'), file).toEqual([]);
  });

  // Every signed-in page reads the stored consent as it starts: its schemas alone, not the statistics'
  // (building those too was a task of ~18 ms). The browser sends statistics without parsing them.
  it('no chunk of the client holds the statistics schemas; the consent schemas are a chunk of their own', () => {
    const chunks = clientChunks();
    expect(chunks.filter(([, { inputs }]) => 'src/contract/telemetry.ts' in inputs).map(([file]) => file)).toEqual([]);
    const consent = chunks.filter(([, { inputs }]) => 'src/contract/consent.ts' in inputs);
    expect(consent).toHaveLength(1);
    expect(Object.keys(consent[0]![1].inputs).filter((input) => input.startsWith('src/contract/')).sort()).toEqual(['src/contract/consent.ts', 'src/contract/supported-instant.ts']);
  });
});
