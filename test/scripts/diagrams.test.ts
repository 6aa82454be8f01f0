import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { edgesOf } from '../../scripts/machine-diagram';
import { loadMachines } from '../../scripts/machines';
import { renderDiagrams } from '../../scripts/render-diagrams';

const dir = path.resolve(import.meta.dirname, '../../docs/machines');

describe('machine diagrams', () => {
  it('are fresh: npm run diagrams writes exactly what is committed', async () => {
    const files = await renderDiagrams();
    expect(readdirSync(dir).sort()).toEqual(Object.keys(files).sort());
    for (const [name, content] of Object.entries(files)) expect(readFileSync(path.join(dir, name), 'utf8'), `${name} is stale: run npm run diagrams`).toBe(content);
  });

  it('find every machine by its file name', async () => {
    const machines = await loadMachines();
    expect(Object.keys(machines)).toEqual(expect.arrayContaining(['session', 'login', 'locale-switch', 'tax-id', 'push']));
    for (const [name, machine] of Object.entries(machines)) expect(machine.id, `${name}.machine.ts`).toBeTruthy();
  });

  it('show every transition of a machine', async () => {
    const edges = edgesOf((await loadMachines()).login!).map((e) => `${e.from} -> ${e.to}: ${e.label}`);
    expect(edges).toContain('awaitingCode -> verifying: code.submit [hasTriesLeft]');
    expect(edges).toContain('verifying -> verified: verify done');
    expect(edges).toContain('submitting -> noFactor: login done [noFactor]');
  });

  it('cover machines that start', async () => {
    for (const machine of Object.values(await loadMachines())) {
      // A machine whose context comes from its input starts only with one (its own tests give it).
      if (typeof machine.config.context === 'function') continue;
      expect(() => createActor(machine).start().stop()).not.toThrow();
    }
  });
});
