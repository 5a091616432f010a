/**
 * Import boundaries (issue #10, decision 0014), checked by `npm run check:boundaries`:
 * - contract/ (values, limits, schemas, error codes) and content/ (site content, legal texts)
 *   are shared by both sides and import neither;
 * - the server never imports the web app;
 * - the web app imports server code only as types, and only through web/context.ts;
 * - a server module never imports another module's repository (it calls that module's service);
 * - server/lib (code shared by modules: images, PDF, zip, cache) imports no module;
 * - a port imports no module, except the local payment provider, which keeps its sessions in the
 *   app's own tables (server/ports/payments/local/, decision 0070);
 * - web/components (the kit) never imports web/features.
 * Tests may import across (e.g. web tests load the server's catalogs).
 */

/**
 * A file exempted from one rule while a known violation is being fixed (rule name → path
 * patterns). Empty: every rule holds everywhere. An entry needs a comment saying when it goes.
 */
const KNOWN_VIOLATIONS = {}

const TESTS = '\\.test\\.tsx?$'
const exempt = (rule, ...paths) => [...paths, ...(KNOWN_VIOLATIONS[rule] ?? [])].join('|') || undefined

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-is-shared',
      comment: 'contract/ is read by the server and the web; it imports neither (nor content/).',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(server|web|content|scripts|tests)/' },
    },
    {
      name: 'content-is-shared',
      comment: 'content/ (site content, legal texts) may use contract/ only.',
      severity: 'error',
      from: { path: '^content/' },
      to: { path: '^(server|web|scripts|tests)/' },
    },
    {
      name: 'server-to-web',
      comment: 'The server does not import the web app; shared values live in contract/ or content/.',
      severity: 'error',
      from: { path: '^server/', pathNot: exempt('server-to-web', TESTS) },
      to: { path: '^web/', pathNot: '^web/context\\.ts$' },
    },
    {
      name: 'server-to-web-seam-types-only',
      comment: 'The server may name the request context web/context.ts declares, as a type only.',
      severity: 'error',
      from: { path: '^server/', pathNot: TESTS },
      to: { path: '^web/context\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-to-server',
      comment: 'The web app reaches server types only through web/context.ts (the seam).',
      severity: 'error',
      from: { path: '^web/', pathNot: exempt('web-to-server', '^web/context\\.ts$', TESTS) },
      to: { path: '^server/' },
    },
    {
      name: 'web-seam-types-only',
      comment: 'web/context.ts imports server types only, never server code.',
      severity: 'error',
      from: { path: '^web/context\\.ts$' },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'module-to-other-module-repository',
      comment: "A module calls another module's service, never its repository.",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/', pathNot: exempt('module-to-other-module-repository', TESTS) },
      to: { path: '^server/modules/[^/]+/.+\\.repository\\.ts$', pathNot: '^server/modules/$1/' },
    },
    {
      name: 'lib-to-modules',
      comment: 'server/lib holds what several modules share; it depends on no module (a module depends on it).',
      severity: 'error',
      from: { path: '^server/lib/', pathNot: exempt('lib-to-modules', TESTS) },
      to: { path: '^server/modules/' },
    },
    {
      name: 'ports-to-modules',
      comment: 'A port wraps an outside system and modules use it; only the local payment provider reads billing and shop.',
      severity: 'error',
      from: { path: '^server/ports/', pathNot: exempt('ports-to-modules', TESTS, '^server/ports/payments/local/') },
      to: { path: '^server/modules/' },
    },
    {
      name: 'components-to-features',
      comment: 'The web kit (web/components) does not depend on features.',
      severity: 'error',
      from: { path: '^web/components/', pathNot: exempt('components-to-features', TESTS) },
      to: { path: '^web/features/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a moved file (route types are generated).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^\\./\\+types/' },
    },
  ],
  options: {
    // Type-only imports count too (and are told apart by the seam rules).
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|\\.react-router)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages that publish only `exports` (react-router, vite, …) resolve like Node resolves them.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'types', 'default'] },
  },
}
