import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINT_PROBE_PREFIX } from './import-cycles';

/**
 * The architecture rules enforced by lint fire where they must, and only there. Type-aware lint
 * only reads files that exist, so each probe is written into the tree for the moment it is linted.
 */
const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const probe = filePath.replace(/probe\.ts$/, `${LINT_PROBE_PREFIX}${process.pid}.ts`);
  writeFileSync(`${root}${probe}`, code);
  try {
    const [result] = await eslint.lintFiles([probe]);
    const fatal = result?.messages.find((m) => m.fatal);
    if (fatal) throw new Error(`probe did not lint: ${fatal.message}`);
    return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
  } finally {
    rmSync(`${root}${probe}`, { force: true });
  }
}

/**
 * Type-aware lint builds the whole program on its first file: 12 s on a quiet two-core machine,
 * three times that under load. That is set-up, so it is paid here, with its own time-out, and
 * each test then measures one lint of one probe.
 */
const PROGRAM_LOAD_TIMEOUT_MS = 180_000;

describe('lint boundaries', () => {
  beforeAll(async () => {
    expect(await rulesHit('contracts/src/probe.ts', 'export const warm = 1;\n')).toEqual([]);
  }, PROGRAM_LOAD_TIMEOUT_MS);

  it('contracts imports neither the server nor the client', async () => {
    expect(await rulesHit('contracts/src/probe.ts', "import { buildApp } from '../../server/src/app';\nexport const x = buildApp;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('contracts/src/probe.ts', "import { x } from '../../client/src/main';\nexport const y = x;\n")).toContain('no-restricted-imports');
  });

  it('the stand-in pages import neither the server nor the site, and neither the server nor contracts imports them', async () => {
    expect(await rulesHit('stand-in-pages/src/shared/probe.ts', "import { buildApp } from '../../../server/src/app';\nexport const x = buildApp;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('stand-in-pages/src/shared/probe.ts', "import { x } from '../../../client/src/main';\nexport const y = x;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('stand-in-pages/src/shared/probe.ts', "import type { ProviderSession } from '@betsite/contracts/provider';\nexport type S = ProviderSession;\n")).not.toContain('no-restricted-imports');
    expect(await rulesHit('server/src/routes/probe.ts', "import { el } from '../../../stand-in-pages/src/shared/dom';\nexport const x = el;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('contracts/src/probe.ts', "import { el } from '../../stand-in-pages/src/shared/dom';\nexport const x = el;\n")).toContain('no-restricted-imports');
  });

  it('the client never imports the server', async () => {
    expect(await rulesHit('client/src/lib/probe.ts', "import { buildApp } from '../../../server/src/app';\nexport const x = buildApp;\n")).toContain('no-restricted-imports');
  });

  it('a feature never imports another feature, statically or lazily', async () => {
    expect(await rulesHit('client/src/features/wallet/probe.ts', "import * as auth from '../auth/hooks/use-logout';\nexport const x = auth;\n")).toContain('boundaries/feature-boundary');
    expect(await rulesHit('client/src/features/wallet/probe.ts', "export const x = () => import('../../features/auth/hooks/use-logout');\n")).toContain('boundaries/feature-boundary');
  });

  it('a feature may import itself and shared code, and app/ may compose features', async () => {
    expect(await rulesHit('client/src/features/wallet/probe.ts', "import * as api from './api/probe-own';\nexport const x = api;\n")).not.toContain('boundaries/feature-boundary');
    expect(await rulesHit('client/src/app/probe.ts', "import * as auth from '../features/auth/hooks/use-logout';\nexport const x = auth;\n")).not.toContain('boundaries/feature-boundary');
  });

  it('client code imports one way: shared code imports no feature and not app/, a feature never imports app/', async () => {
    const rule = 'client-layers/client-layering';
    expect(await rulesHit('client/src/lib/probe.ts', "import * as auth from '../features/auth/hooks/use-logout';\nexport const x = auth;\n")).toContain(rule);
    expect(await rulesHit('client/src/components/ui/probe.ts', "export const x = () => import('../../app/router');\n")).toContain(rule);
    expect(await rulesHit('client/src/hooks/probe.ts', "import { AppProvider } from '../app/provider';\nexport const x = AppProvider;\n")).toContain(rule);
    expect(await rulesHit('client/src/features/wallet/probe.ts', "import { createAppRouter } from '../../app/router';\nexport const x = createAppRouter;\n")).toContain(rule);
  });

  it('a feature may import shared code, app/ may import features and shared code, and shared code itself', async () => {
    const rule = 'client-layers/client-layering';
    expect(await rulesHit('client/src/features/wallet/probe.ts', "import { bus } from '../../lib/event-bus';\nimport { paths } from '../../config/paths';\nexport const x = [bus, paths];\n")).not.toContain(rule);
    expect(await rulesHit('client/src/app/probe.ts', "import * as auth from '../features/auth/hooks/use-logout';\nimport { bus } from '../lib/event-bus';\nexport const x = [auth, bus];\n")).not.toContain(rule);
    expect(await rulesHit('client/src/components/probe.ts', "import { bus } from '../lib/event-bus';\nexport const x = bus;\n")).not.toContain(rule);
  });

  it('production code of server/src never imports server/test-support/, statically or lazily', async () => {
    const rule = 'test-support/boundary';
    expect(await rulesHit('server/src/probe.ts', "import { makeApp } from '../test-support/helpers';\nexport const x = makeApp;\n")).toContain(rule);
    expect(await rulesHit('server/src/money/probe.ts', "import { md5 } from '../../test-support/md5';\nexport const x = md5;\n")).toContain(rule);
    expect(await rulesHit('server/src/routes/probe.ts', "export const x = () => import('../../test-support/state');\n")).toContain(rule);
  });

  it('a test of server/src may import server/test-support/', async () => {
    const results = await eslint.lintFiles(['server/src/money/cashier.test.ts', 'server/src/routes/feedback/routes.test.ts']);
    expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).not.toContain('test-support/boundary');
  });

  it('server/src imports only downwards: a context never imports a higher context, the composition, plugins or routes', async () => {
    const rule = 'layers/server-layering';
    expect(await rulesHit('server/src/accounts/probe.ts', "import { walletOf } from '../money/wallet';\nexport const x = walletOf;\n")).toContain(rule);
    expect(await rulesHit('server/src/money/probe.ts', "import { createState } from '../composition/state';\nexport const x = createState;\n")).toContain(rule);
    expect(await rulesHit('server/src/venues/probe.ts', "import { signedIn } from '../plugins/auth';\nexport const x = signedIn;\n")).toContain(rule);
    expect(await rulesHit('server/src/chat/probe.ts', "export const x = () => import('../routes/index');\n")).toContain(rule);
    expect(await rulesHit('server/src/lib/probe.ts', "import { accountSchema } from '../accounts/account';\nexport const x = accountSchema;\n")).toContain(rule);
    expect(await rulesHit('server/src/composition/probe.ts', "import { signedIn } from '../plugins/auth';\nexport const x = signedIn;\n")).toContain(rule);
    expect(await rulesHit('server/src/plugins/probe.ts', "import { registerContractRoutes } from '../routes/index';\nexport const x = registerContractRoutes;\n")).toContain(rule);
    expect(await rulesHit('server/src/core/probe.ts', "import { signedIn } from '../plugins/auth';\nexport const x = signedIn;\n")).toContain(rule);
    expect(await rulesHit('server/src/composition/probe.ts', "import { createPipeline } from '../core/pipeline';\nexport const x = createPipeline;\n")).toContain(rule);
  });

  it('the request core is transport-neutral: no Node module, no Fastify (types included); it may use the composition', async () => {
    const imports = 'no-restricted-imports';
    expect(await rulesHit('server/src/core/probe.ts', "import { AsyncLocalStorage } from 'node:async_hooks';\nexport const x = AsyncLocalStorage;\n")).toContain(imports);
    expect(await rulesHit('server/src/core/probe.ts', "import type { FastifyRequest } from 'fastify';\nexport type X = FastifyRequest;\n")).toContain(imports);
    expect(await rulesHit('server/src/core/probe.ts', "import { RequestValidationError } from '@ts-rest/fastify';\nexport const x = RequestValidationError;\n")).toContain(imports);
    expect(await rulesHit('server/src/core/probe.ts', "export const x = Buffer.from('a');\n")).toContain('no-restricted-globals');
    expect(await rulesHit('server/src/core/probe.ts', "import { catchUpOf } from '../composition/catch-up';\nexport const x = catchUpOf;\n")).toEqual([]);
    expect(await rulesHit('server/src/plugins/probe.ts', "import { createPipeline } from '../core/pipeline';\nexport const x = createPipeline;\n")).toEqual([]);
  });

  it('platform-neutral server code imports no Node module and reads no Node global; node/, plugins/ and tests may', async () => {
    const imports = 'no-restricted-imports';
    expect(await rulesHit('server/src/accounts/probe.ts', "import { randomBytes } from 'node:crypto';\nexport const x = randomBytes;\n")).toContain(imports);
    expect(await rulesHit('server/src/money/probe.ts', "import { readFileSync } from 'fs';\nexport const x = readFileSync;\n")).toContain(imports);
    expect(await rulesHit('server/src/composition/probe.ts', "import { writeFile } from 'node:fs/promises';\nexport const x = writeFile;\n")).toContain(imports);
    expect(await rulesHit('server/src/lib/probe.ts', "import { AsyncLocalStorage } from 'node:async_hooks';\nexport const x = AsyncLocalStorage;\n")).toContain(imports);
    expect(await rulesHit('server/src/chat/probe.ts', "export const x = () => import('node:v8');\n")).toContain('no-restricted-syntax');
    expect(await rulesHit('server/src/engagement/probe.ts', "export const x = () => import('fs/promises');\n")).toContain('no-restricted-syntax');
    expect(await rulesHit('server/src/engagement/probe.ts', "export const x = () => import('../lib/crypto');\n")).toEqual([]);
    expect(await rulesHit('server/src/sports/probe.ts', "export const x = Buffer.from('a');\n")).toContain('no-restricted-globals');
    expect(await rulesHit('server/src/qa/probe.ts', 'export const x = () => setImmediate(() => undefined);\n')).toContain('no-restricted-globals');
    expect(await rulesHit('server/src/venues/probe.ts', "import { walletOf } from '../money/wallet';\nexport const x = walletOf;\n")).toEqual([]);
    expect(await rulesHit('server/src/node/probe.ts', "import { randomBytes } from 'node:crypto';\nexport const x = [randomBytes, Buffer.from('a')];\n")).toEqual([]);
    expect(await rulesHit('server/src/plugins/probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toEqual([]);
    // Still the server's other rule in those folders (the neutral block restates it).
    expect(await rulesHit('server/src/engagement/probe.ts', "import { x } from '../../../client/src/main';\nexport const y = x;\n")).toContain(imports);
  });

  it('a context may import lib/ and lower contexts, and routes may import any context', async () => {
    const rule = 'layers/server-layering';
    expect(await rulesHit('server/src/money/probe.ts', "import { accountSchema } from '../accounts/account';\nimport { paginate } from '../lib/paging';\nexport const x = [accountSchema, paginate];\n")).not.toContain(rule);
    expect(await rulesHit('server/src/routes/probe.ts', "import { currentWallet } from '../money/state';\nimport { signedIn } from '../plugins/auth';\nexport const x = [currentWallet, signedIn];\n")).not.toContain(rule);
  });

  it('the QA kit and Playwright stay in test suites: neither the client, the server nor the stand-in pages import them', async () => {
    expect(await rulesHit('client/src/lib/probe.ts', "import { test } from '@betsite/contracts/qa-playwright';\nexport const x = test;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('stand-in-pages/src/shared/probe.ts', "import { expect } from '@playwright/test';\nexport const x = expect;\n")).toContain('no-restricted-imports');
  });

  it('a client test on the in-process world may import that one entry of the server, and nothing else of it; client code may not', async () => {
    const world = "import { useWorld } from '@betsite/server/in-process-world';\nexport const x = useWorld;\n";
    expect(await rulesHit('client/src/lib/probe.world.test.ts', world)).not.toContain('no-restricted-imports');
    expect(await rulesHit('client/src/lib/probe.world.test.ts', "import { buildApp } from '../../../server/src/app';\nexport const x = buildApp;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('client/src/lib/probe.ts', world)).toContain('no-restricted-imports');
    expect(await rulesHit('client/src/lib/probe.test.ts', world)).toContain('no-restricted-imports');
  });

  it('the QA kit stays out of the server, from its source file too, while the client may still use the QA client', async () => {
    expect(await rulesHit('server/src/routes/probe.ts', "import { createQaWorld } from '../../../contracts/src/qa-playwright-world';\nexport const x = createQaWorld;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('client/src/lib/probe.ts', "import { createQaClient } from '@betsite/contracts/qa-client';\nexport const x = createQaClient;\n")).not.toContain('no-restricted-imports');
  });
});
