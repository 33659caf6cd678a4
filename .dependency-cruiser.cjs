/**
 * The dependency check of `npm run lint` (and so of CI): no import cycle between files or
 * folders, and imports that point one way only. docs/ARCHITECTURE.md ("Dependencies") explains
 * the layers. Type-only imports count: a cycle through a type is still a cycle to untangle.
 */

// Tests and their helpers sit beside the code and render or start the whole app; they are
// outside the layers (a test of http/ may start the app that holds every module).
const TEST = '(\\.test\\.tsx?$|/src/test/|/test/)';

// The server's folders, lowest first: each may import only folders before it (and itself).
const SERVER = 'apps/server/src';
const SERVER_LAYERS = [
  ['config', 'crypto'],
  ['db'],
  ['tenancy'],
  ['http'],
  ['auth'],
  ['audit', 'mail'],
  // The demo tenant is built from the modules, and the trial sign-up (a module) builds one.
  ['modules', 'seed'],
  ['cli'],
];

const folders = (names) => `^${SERVER}/(${names.join('|')})/`;

const serverLayerRules = SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
  name: `server-layer-${layer.join('-')}`,
  comment: `${layer.join(', ')} must not import a higher layer of the server`,
  severity: 'error',
  from: { path: folders(layer), pathNot: TEST },
  to: { path: folders(SERVER_LAYERS.slice(index + 1).flat()) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no file imports itself through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-circular',
      comment: 'no folder imports itself through others (a module pair, a feature and lib/)',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|e2e|bench|scripts)/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain has no I/O: it imports its own files only (its tests: vitest too)',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: TEST },
      to: { pathNot: '^packages/domain/' },
    },
    {
      name: 'contract-imports-domain-and-zod',
      severity: 'error',
      from: { path: '^packages/contract/', pathNot: TEST },
      to: { pathNot: '^(packages/(contract|domain)/|node_modules/zod/)' },
    },
    {
      name: 'web-and-server-apart',
      comment: 'the apps share only packages/',
      severity: 'error',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'server-entry-imported-by-nobody',
      comment: 'app.ts, main.ts and the start-up files sit above every folder of the server',
      severity: 'error',
      from: { path: `^${SERVER}/[^/]+/`, pathNot: TEST },
      to: { path: `^${SERVER}/[^/]+\\.ts$` },
    },
    ...serverLayerRules,
    {
      name: 'features-use-surfaces',
      comment:
        "a feature of the server uses another only through its surface: its index.ts (what it offers) or read.ts (what it lets others read); the common tier is anyone's",
      severity: 'error',
      from: { path: `^${SERVER}/modules/([^/]+)/`, pathNot: TEST },
      to: {
        path: `^${SERVER}/modules/[^/]+/`,
        pathNot: [
          `^${SERVER}/modules/$1/`,
          `^${SERVER}/modules/common/`,
          `^${SERVER}/modules/[^/]+/(index|read)\\.ts$`,
        ],
      },
    },
    {
      name: 'common-below-features',
      comment: 'modules/common is the tier below the features: it imports none of them',
      severity: 'error',
      from: { path: `^${SERVER}/modules/common/`, pathNot: TEST },
      to: { path: `^${SERVER}/modules/`, pathNot: `^${SERVER}/modules/common/` },
    },
    {
      name: 'raw-sql-in-repositories',
      comment:
        'db/query-rows (raw SQL, for what Drizzle cannot express) only from a repository, where a row schema parses its rows',
      severity: 'error',
      from: { pathNot: [`(^|/)[a-z-]*repository\\.ts$`, `^${SERVER}/db/`, '^bench/', TEST] },
      to: { path: `^${SERVER}/db/query-rows\\.ts$` },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: TEST },
      to: { path: TEST },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // A test file is imported by nothing, so it is in no cycle; leaving it out keeps the folder
    // graph to the code the layers are about.
    exclude: { path: '((^|/)(node_modules|dist)/|.test.tsx?$)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
