// Type-aware lint for the whole workspace. Boundaries: contracts imports neither client nor
// server nor the stand-in pages; the client never imports the server; the stand-in pages import
// neither server nor client; a client feature never imports another feature;
// server folders import only downwards (SERVER_LAYERS, written out in server/README.md); shared client
// code (components, hooks, lib, utils, config, content) imports neither features nor app/, and a
// feature never imports app/ (CLIENT_SHARED); production code never imports server/test-support/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import path from 'node:path';
import { builtinModules } from 'node:module';

/** A feature never imports another feature (bulletproof-react): features/X may not reach features/Y. */
const featureBoundary = {
  meta: { type: 'problem', messages: { cross: 'a feature never imports another feature ({{from}} imports {{to}})' }, schema: [] },
  create(context) {
    const own = /client\/src\/features\/([^/]+)\//.exec(context.filename)?.[1];
    if (!own) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = /client\/src\/features\/([^/]+)(?:\/|$)/.exec(path.resolve(path.dirname(context.filename), spec))?.[1];
      if (target && target !== own) context.report({ node, messageId: 'cross', data: { from: own, to: target } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * server/src's layers, lowest first: lib/, then the bounded contexts in the order they may depend
 * on each other (server/README.md says why). A layer imports itself and lower layers only. Above
 * them: composition/ (builds State and the app context from the contexts), then core/ (the request
 * pipeline, whatever transport carries the request), then node/ (the server's platform:
 * node:crypto, Node's timers, STATE_DIR's files), then plugins/, then routes/, then fetch/ (the
 * fetch transport over the routers), then browser/ (the world in a page);
 * the root files (app.ts, server.ts, config.ts, test support) compose everything.
 */
const SERVER_LAYERS = ['lib', 'qa', 'accounts', 'money', 'venues', 'sports', 'engagement', 'chat'];
/** Above the contexts, lowest first; the root files ('') are above all. */
const SERVER_TOP = ['composition', 'core', 'node', 'plugins', 'routes', 'fetch', 'browser', ''];
const serverFolder = (file) => {
  const rest = /server\/src\/(.+)$/.exec(file)?.[1];
  if (rest === undefined) return null;
  return rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : '';
};
const serverRank = (folder) => (SERVER_LAYERS.includes(folder) ? SERVER_LAYERS.indexOf(folder) : SERVER_LAYERS.length + SERVER_TOP.indexOf(folder));

/** Nothing in server/src imports upwards; tests may also use the composition and the tests' instant (test-clock-start.ts). */
const serverLayering = {
  meta: {
    type: 'problem',
    messages: {
      upward: '{{from}} may not import {{to}}: server/src imports only downwards (server/README.md, "Layers")',
      unlisted: 'server/src/{{folder}}/ has no layer: add it to SERVER_LAYERS (eslint.config.js) and server/README.md',
    },
    schema: [],
  },
  create(context) {
    const own = serverFolder(context.filename);
    if (own === null || own === '') return {};
    if (!SERVER_LAYERS.includes(own) && !SERVER_TOP.includes(own)) {
      return { Program: (node) => context.report({ node, messageId: 'unlisted', data: { folder: own } }) };
    }
    const isTest = context.filename.endsWith('.test.ts');
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), spec);
      const target = serverFolder(resolved);
      if (target === null || target === own || serverRank(target) < serverRank(own)) return;
      // config.ts is a leaf (the validated environment): what sits above the contexts may read it.
      if (target === '' && path.basename(resolved) === 'config' && !SERVER_LAYERS.includes(own)) return;
      if (isTest && (target === 'composition' || (target === '' && path.basename(resolved) === 'test-clock-start'))) return;
      context.report({ node, messageId: 'upward', data: { from: `${own}/`, to: target === '' ? path.basename(resolved) : `${target}/` } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * The client's layers (bulletproof-react's unidirectional codebase): shared code, then features,
 * then app/ (router, providers, layout), which composes them. Shared code imports neither a feature
 * nor app/; a feature imports shared code (and itself: featureBoundary keeps features apart), never app/.
 */
const CLIENT_SHARED = ['components', 'hooks', 'lib', 'utils', 'config', 'content', 'assets', 'styles'];
const clientFolder = (file) => /client\/src\/([^/]+)\//.exec(file)?.[1] ?? null;
const clientLayering = {
  meta: {
    type: 'problem',
    messages: {
      upward: 'client/src/{{from}}/ may not import client/src/{{to}}/: shared code imports no feature and no app/, a feature never imports app/ (client/README.md, "Layout")',
    },
    schema: [],
  },
  create(context) {
    const own = clientFolder(context.filename);
    const rank = (folder) => (CLIENT_SHARED.includes(folder) ? 0 : folder === 'features' ? 1 : folder === 'app' ? 2 : null);
    if (own === null || rank(own) === null) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = clientFolder(`${path.resolve(path.dirname(context.filename), spec)}/`);
      const targetRank = target === null ? null : rank(target);
      if (targetRank !== null && targetRank > rank(own)) context.report({ node, messageId: 'upward', data: { from: own, to: target } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * server/test-support/ (the app for inject, the State on a test clock, raw HTTP, the chat test
 * client) is for tests only: a production file of server/src never imports it, so none of it can
 * reach a running server.
 */
const testSupportBoundary = {
  meta: { type: 'problem', messages: { production: 'production code never imports server/test-support/ ({{spec}}): only tests may' }, schema: [] },
  create(context) {
    if (/\.test\.tsx?$/.test(context.filename)) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      if (/\/server\/test-support(?:\/|$)/.test(path.resolve(path.dirname(context.filename), spec))) context.report({ node, messageId: 'production', data: { spec } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const restrict = (patterns) => ['error', { patterns }];

/**
 * The QA kit (contracts/src/qa-playwright*.ts) is for test suites: it imports Playwright, an
 * optional peer of contracts, so neither the client, the server nor the stand-in pages may pull it in.
 */
const QA_KIT_OUTSIDE_TESTS = { group: ['**/qa-playwright*', '@betsite/contracts/qa-playwright*', '@playwright/test'], message: 'the QA kit and Playwright are for test suites only (docs/qa-kit.md)' };

/**
 * server/src's platform-neutral folders: code a browser or a test process will run as it is
 * (server/README.md, "The platform seam"), so it imports no Node module and reads none of Node's
 * globals; what is Node's comes from the platform (composition/platform.ts, node/).
 */
const SERVER_NEUTRAL = ['lib', 'qa', 'accounts', 'money', 'venues', 'sports', 'engagement', 'chat', 'composition', 'core', 'fetch', 'browser'];
/**
 * Node-only files still in those folders, each named with why, until they move behind the
 * platform or into node/ (a new one needs a reason as good).
 */
const SERVER_NODE_ONLY = [
  'lib/wire-node.ts', // node:crypto's wire codec, an order of magnitude faster: node/platform.ts gives it
  'lib/atomic-write.ts', // node:fs: STATE_DIR's writes and the conformance recorder's
  'lib/transport-errors.ts', // a raw socket's answer: Node's HTTP transport
  'qa/scenario-set-files.ts', // node:fs: SCENARIOS_DIR
  'qa/transport-faults.ts', // a reply taken out of Fastify's hands: Node's HTTP transport
  'composition/fixtures.ts', // node:fs: FIXTURES_DIR (composition/fixture-set.ts parses JSON read anywhere)
  'chat/socket.ts', // the chat websocket on @fastify/websocket: Node's transport
];
const SERVER_NO_CLIENT = ['**/client/**', '@betsite/client*', '**/stand-in-pages/**', '@betsite/stand-in-pages*'];
const SERVER_NO_CLIENT_MESSAGE = 'the server never imports the client nor the stand-in pages (it serves their build)';
const NODE_MODULE_MESSAGE =
  'platform-neutral code (server/README.md, "The platform seam") imports no Node module: take it from the platform (composition/platform.ts) or put the file in server/src/node/';
/** The same names asked of import(), which no-restricted-imports does not read ('\\x2F' is '/': a selector's regex cannot hold one). */
const NODE_MODULE_RE = `^(?:node:.*|(?:${builtinModules.filter((name) => !name.includes('/')).join('|')})(?:\\x2F.*)?)$`;
const NODE_GLOBALS = ['Buffer', 'process', 'setImmediate', 'clearImmediate', 'require', '__dirname', '__filename'].map((name) => ({
  name,
  message: `${name} is Node's: platform-neutral code (server/README.md, "The platform seam") uses lib/bytes.ts, lib/timers.ts or the platform`,
}));

/** Fastify and its plugins: the request core takes neither (its types included). */
const FASTIFY_MODULES = ['fastify', 'fastify-*', '@fastify/*', '@ts-rest/fastify'];
/**
 * no-restricted-imports for platform-neutral server code, with `more` patterns. The whole list each
 * time: a block's options replace those of an earlier block for the same files.
 */
const neutralImports = (...more) => [
  'error',
  {
    // Bare names exactly ('crypto', not '../lib/crypto'); every 'node:' one by pattern.
    paths: builtinModules.map((name) => ({ name, message: NODE_MODULE_MESSAGE })),
    patterns: [{ group: SERVER_NO_CLIENT, message: SERVER_NO_CLIENT_MESSAGE }, QA_KIT_OUTSIDE_TESTS, { group: ['node:*'], message: NODE_MODULE_MESSAGE }, ...more],
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-demo/**', 'playwright-report-page/**', '**/dist-e2e/**', '**/dist-e2e-plain/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'contracts/openapi.json', 'tests/openapi-client/api.d.ts', 'tests/hey-api-client/generated/**', 'tests/orval-client/generated/**', 'tests/openapi-zod-client/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '@betsite/server*', '**/client/**', '@betsite/client*', '**/stand-in-pages/**', '@betsite/stand-in-pages*'], message: 'contracts imports neither client nor server nor the stand-in pages' },
      ]),
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '@betsite/server*'], message: 'the client talks to the server only through contracts' },
        QA_KIT_OUTSIDE_TESTS,
      ]),
    },
  },
  {
    // The client's tests on the in-process world (tests/suites.ts, WORLD_SUITES) start the whole
    // world in their own process, which is the server's app: they alone may import its one entry
    // for that, `@betsite/server/in-process-world`, and nothing else of the server. They are
    // tests: no build of the client includes them.
    files: ['client/src/**/*.world.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        // The client's pattern above, less that entry (a group cannot re-include a file below an excluded folder).
        { regex: '^(?!@betsite/server/in-process-world$)(?:(?:.*/)?server(?:/.*)?|@betsite/server.*)$', message: 'a client test reaches the server only through the in-process world (@betsite/server/in-process-world)' },
        QA_KIT_OUTSIDE_TESTS,
      ]),
    },
  },
  {
    // The client's build configuration writes the stand-in pages' copies of the demo with the same
    // link to the world's tab as the page world puts in (server/src/browser/world-link-html.ts): that
    // one file of the server, which imports nothing.
    files: ['client/vite.config.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^(?!\\.\\./server/src/browser/world-link-html\\.js$)(?:(?:.*/)?server(?:/.*)?|@betsite/server.*)$', message: 'the client\'s build takes from the server only the demo\'s html link (world-link-html.ts)' },
        QA_KIT_OUTSIDE_TESTS,
      ]),
    },
  },
  {
    // The site with no server (`vite --mode page`, docs/front-end.md): this one file starts the
    // world in the page, a lazy chunk only that mode's build holds. It imports that one entry of the
    // server, `@betsite/server/page-world`, and nothing else of it.
    files: ['client/src/app/page-world.ts', 'client/src/app/world-follower.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^(?!@betsite/server/page-world(?:-follower)?$)(?:(?:.*/)?server(?:/.*)?|@betsite/server.*)$', message: 'the site reaches the page world only through @betsite/server/page-world (and its link, page-world-follower)' },
        QA_KIT_OUTSIDE_TESTS,
      ]),
    },
  },
  {
    // The pages' code; their build scripts may share the site's manifest helpers (client/scripts/).
    files: ['stand-in-pages/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '@betsite/server*', '**/client/**', '@betsite/client*'], message: 'the stand-in pages talk to the server only through contracts, and share nothing with the site' },
        QA_KIT_OUTSIDE_TESTS,
      ]),
    },
  },
  {
    files: ['client/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries: { rules: { 'feature-boundary': featureBoundary } } },
    rules: { 'boundaries/feature-boundary': 'error' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'client-layers': { rules: { 'client-layering': clientLayering } } },
    rules: { 'client-layers/client-layering': 'error' },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { 'test-support': { rules: { boundary: testSupportBoundary } } },
    rules: { 'test-support/boundary': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: SERVER_NO_CLIENT, message: SERVER_NO_CLIENT_MESSAGE },
        QA_KIT_OUTSIDE_TESTS,
      ]),
    },
  },
  {
    files: SERVER_NEUTRAL.map((folder) => `server/src/${folder}/**/*.ts`),
    ignores: ['**/*.test.ts', ...SERVER_NODE_ONLY.map((file) => `server/src/${file}`)],
    rules: {
      'no-restricted-imports': neutralImports(),
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${NODE_MODULE_RE}/]`, message: NODE_MODULE_MESSAGE }],
      'no-restricted-globals': ['error', ...NODE_GLOBALS],
    },
  },
  {
    files: ['server/src/{core,fetch,browser}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': neutralImports({ group: FASTIFY_MODULES, message: 'the request core (server/src/core/) and the fetch transport over it are transport-neutral: Fastify is one adapter of the core (plugins/request-hooks.ts)' }) },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { layers: { rules: { 'server-layering': serverLayering } } },
    rules: { 'layers/server-layering': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
