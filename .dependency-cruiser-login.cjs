// What /login loads before it is usable (the entry and the login shell of scripts/route-chunks.mjs:
// page, layout, container) must not reach temporal-polyfill (~19 kB gzip; the login budget of
// test/build/budget.test.ts has no room for it). Only runtime imports count: type imports are
// erased and dynamic imports are chunks of their own. scripts/lint.mjs cruises from these files.
const base = require('./.dependency-cruiser.cjs');
const { sourcesOf } = require('./scripts/route-chunks.mjs');

const loginRoute = ['src/app/main.tsx', ...sourcesOf('login')];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'login-route-without-temporal',
      severity: 'error',
      comment: 'The login route keeps the Temporal polyfill out: the date arithmetic of pages is domain/date-arithmetic.ts.',
      from: { path: `^(${loginRoute.map((file) => file.replaceAll('.', '\\.')).join('|')})$` },
      to: { path: 'node_modules/temporal-polyfill/', reachable: true },
    },
  ],
  options: { ...base.options, tsPreCompilationDeps: false, exclude: { ...base.options.exclude, dynamic: true } },
};
