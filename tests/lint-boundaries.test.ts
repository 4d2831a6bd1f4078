import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The architecture rules enforced by lint fire where they must, and only there. Type-aware lint
 * only reads files that exist, so each probe is written into the tree for the moment it is linted.
 */
const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const probe = filePath.replace(/probe\.ts$/, `lint-probe-${process.pid}.ts`);
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

describe('lint boundaries', () => {
  it('contracts imports neither the server nor the client', async () => {
    expect(await rulesHit('contracts/src/probe.ts', "import { buildApp } from '../../server/src/app';\nexport const x = buildApp;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('contracts/src/probe.ts', "import { x } from '../../client/src/main';\nexport const y = x;\n")).toContain('no-restricted-imports');
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
});
