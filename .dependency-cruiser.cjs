// The dependency rules of ARCHITECTURE.md ("Dependency direction"), checked by `npm run lint`
// (scripts/lint.mjs). A crossing fails the lint.

/** Which layers (top-level folders of src) each layer may import, at runtime or as types. */
const allowed = {
  domain: ['domain'],
  contract: ['contract', 'domain'],
  ports: ['ports', 'domain', 'contract'],
  adapters: ['adapters', 'ports', 'contract', 'domain'],
  i18n: ['i18n', 'ports', 'domain'],
  ui: ['ui', 'domain'],
  flows: ['flows', 'ui', 'domain', 'contract', 'ports', 'i18n'],
  features: ['features', 'flows', 'ui', 'domain', 'contract', 'ports', 'i18n'],
  sw: ['sw', 'domain', 'contract'],
  server: ['server', 'domain', 'contract'],
  app: ['app', 'features', 'flows', 'ui', 'domain', 'contract', 'ports', 'adapters', 'i18n'],
};

const layers = Object.keys(allowed);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (type imports included): split the module both sides need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unknown-layer',
      severity: 'error',
      comment: 'Every folder of src is a layer of ARCHITECTURE.md; add a new one to the table and to this file.',
      from: { path: '^src/', pathNot: `^src/(${layers.join('|')})/` },
      to: {},
    },
    ...layers.map((layer) => ({
      name: `layer-${layer}`,
      severity: 'error',
      comment: `${layer} may import only ${allowed[layer].join(', ')} (ARCHITECTURE.md, "Dependency direction").`,
      from: { path: `^src/${layer}/` },
      to: { path: '^src/', pathNot: `^src/(${allowed[layer].join('|')})/` },
    })),
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: 'A feature never imports another feature; share through domain, contract, ports or ui.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'views-not-ports',
      severity: 'error',
      comment: 'Views get an actor or call hooks; only the error helpers of ports/gateway-error.ts are theirs to import.',
      from: { path: '^src/features/.+\\.tsx$' },
      to: { path: '^src/ports/', pathNot: '^src/ports/gateway-error\\.ts$' },
    },
    {
      name: 'domain-no-packages',
      severity: 'error',
      comment: 'The domain is pure: no framework; temporal-polyfill is its only package.',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'], pathNot: 'node_modules/temporal-polyfill/' },
    },
    {
      name: 'ky-in-adapters',
      severity: 'error',
      comment: 'Only adapters (and the composition root that makes the one instance) know ky.',
      from: { path: '^src/', pathNot: '^src/(adapters|app)/' },
      to: { path: 'node_modules/ky/' },
    },
    {
      name: 'inversify-in-app',
      severity: 'error',
      comment: 'The container is the composition root\'s business.',
      from: { path: '^src/', pathNot: '^src/app/' },
      to: { path: 'node_modules/inversify/' },
    },
    {
      name: 'throttling-in-one-folder',
      severity: 'error',
      comment: 'Counting tries and hits is server/throttling\'s business: use RateLimiter, LoginThrottle or SecondFactorLimits.',
      from: { path: '^src/server/', pathNot: '^src/server/throttling/' },
      to: { path: '^src/server/repositories/(rate-limits|login-throttle|second-factor-failures)-repository\\.ts$' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      comment: 'Client code never imports the server (its secrets and Node modules would reach the bundle).',
      from: { path: '^src/', pathNot: '^src/server/' },
      to: { path: '^src/server/' },
    },
  ],
  options: {
    // Type-only imports count: a cycle of types is still a cycle a reader must untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Paths stay node_modules/… where node_modules is a link (worktrees), as on CI.
    preserveSymlinks: true,
    exclude: { path: '^src/.*\\.d\\.ts$' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
