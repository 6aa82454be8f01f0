import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeBudget } from '../../scripts/budget.mjs';

const built = existsSync(path.resolve(import.meta.dirname, '../../dist/meta.json'));

// Byte budgets of targets.md, on the built app (npm test builds before it runs the tests).
describe.runIf(built)('bundle budgets', () => {
  it('the login route loads at most 130 kB of gzipped JS before its first paint', () => {
    const { js } = routeBudget(['src/app/pages/guest-pages.ts', 'src/features/shell/login.layout.tsx']);
    expect(js.gzip).toBeLessThanOrEqual(130_000);
  });

  it('any route loads at most 180 kB of gzipped JS, and the CSS stays within 25 kB', () => {
    for (const sources of [
      ['src/app/pages/tax-id.page.tsx', 'src/app/logged-in-area.tsx', 'src/app/container.ts'],
      ['src/app/pages/change-password.page.tsx', 'src/app/logged-in-area.tsx', 'src/app/container.ts'],
    ]) {
      const { js, css } = routeBudget(sources);
      expect(js.gzip).toBeLessThanOrEqual(180_000);
      expect(css.gzip).toBeLessThanOrEqual(25_000);
    }
  });
});
