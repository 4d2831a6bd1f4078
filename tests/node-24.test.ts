import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Node 24 is the project's runtime: every place that names a Node version names the same one,
 * and .ci/use-node-24.sh (sourced by .ci/run) puts it first in PATH when the machine's is older.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const read = (p: string) => readFileSync(join(root, p), 'utf8');
const floor = /^>=(\d+)\.(\d+)$/.exec((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node);
const work = mkdtempSync(join(tmpdir(), 'use-node-24-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Sources the script in bash with `bin` first in PATH and the cache in `cache`. */
function source(bin: string, cache: string) {
  return spawnSync('bash', ['-c', 'set -euo pipefail; . .ci/use-node-24.sh; node --version'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, BETSITE_NODE_CACHE: cache },
  });
}

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const atFloor = major > Number(floor?.[1]) || (major === Number(floor?.[1]) && minor >= Number(floor?.[2]));

describe('Node 24', () => {
  it('is named alike by engines (a 24 LTS floor), .nvmrc, .node-version and every Node image of the compose file', () => {
    expect(floor?.[1]).toBe('24');
    expect(read('.nvmrc').trim()).toBe('24');
    expect(read('.node-version').trim()).toBe('24');
    const compose = parse(read('docker-compose.yml')) as { services: Record<string, { image: string }> };
    // The API and the site, and the scale profile's further API instances; its nginx is no Node.
    const nodeImages = Object.values(compose.services).map((s) => s.image).filter((image) => !image.startsWith('nginx:'));
    expect(nodeImages.length).toBeGreaterThanOrEqual(2);
    expect(new Set(nodeImages)).toEqual(new Set(['node:24-bookworm']));
  });

  it('is what this suite runs on', () => {
    expect(atFloor, `running on ${process.version}`).toBe(true);
  });

  it('is set up by CI before it installs anything', () => {
    const ci = read('.ci/run');
    expect(ci.indexOf('. .ci/use-node-24.sh')).toBeGreaterThan(-1);
    expect(ci.indexOf('. .ci/use-node-24.sh')).toBeLessThan(ci.indexOf('npm ci'));
  });

  // The two below use the Node running the suite as the Node 24; on an older one (the test above
  // fails) they would fetch Node 24 from the registry instead.
  it.skipIf(!atFloor)('leaves a Node at the floor alone and says which runs', () => {
    const run = source(dirname(process.execPath), join(work, 'unused-cache'));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`node v${process.versions.node} (${process.execPath})`);
    expect(run.stdout).not.toContain('installing');
  });

  it.skipIf(!atFloor)('puts the cached Node 24 first in PATH when the Node found is older', () => {
    // An old node first in PATH, and a cache that already holds a Node 24 (this one), as a second
    // run of CI finds it: no registry call is needed.
    const old = join(work, 'old-bin');
    mkdirSync(old);
    writeFileSync(join(old, 'node'), '#!/bin/sh\n[ "$1" = --version ] && echo v20.19.0 && exit 0\nexit 1\n');
    chmodSync(join(old, 'node'), 0o755);
    const os = platform() === 'darwin' ? 'darwin' : 'linux';
    const bin = join(work, 'cache', '24', 'node_modules', `node-${os}-${arch()}`, 'bin');
    mkdirSync(bin, { recursive: true });
    symlinkSync(process.execPath, join(bin, 'node'));
    const run = source(old, join(work, 'cache'));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`node v${process.versions.node} (${join(bin, 'node')})`);
    expect(run.stdout.trim().split('\n').at(-1)).toBe(`v${process.versions.node}`);
  });

  it('refuses a cached Node that is still too old, and says so', () => {
    const old = join(work, 'old-bin-2');
    mkdirSync(old);
    writeFileSync(join(old, 'node'), '#!/bin/sh\n[ "$1" = --version ] && echo v20.19.0 && exit 0\nexit 1\n');
    chmodSync(join(old, 'node'), 0o755);
    const os = platform() === 'darwin' ? 'darwin' : 'linux';
    const bin = join(work, 'stale', '24', 'node_modules', `node-${os}-${arch()}`, 'bin');
    mkdirSync(bin, { recursive: true });
    // Too old even after npm "installed" it: npm here is a stand-in that installs nothing.
    symlinkSync(join(old, 'node'), join(bin, 'node'));
    writeFileSync(join(old, 'npm'), '#!/bin/sh\nexit 0\n');
    chmodSync(join(old, 'npm'), 0o755);
    const run = source(old, join(work, 'stale'));
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('still older than');
  });
});
