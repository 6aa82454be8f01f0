import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE_MAJOR, nodeVersionProblem } from '../../src/server/node-version';

describe('the Node.js version check', () => {
  it('accepts Node 24 and newer', () => {
    expect(nodeVersionProblem('24.0.0')).toBeUndefined();
    expect(nodeVersionProblem('25.1.3')).toBeUndefined();
  });

  it('refuses older Node and says what to run', () => {
    const problem = nodeVersionProblem('20.20.2');
    expect(problem).toContain('needs Node.js 24 or newer; this is Node.js 20.20.2');
    expect(problem).toContain('node_modules/.bin/node dist/server/main.mjs');
    expect(nodeVersionProblem('garbage')).toBeDefined();
  });

  it('matches package.json "engines"', () => {
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${MINIMUM_NODE_MAJOR}`);
  });
});
