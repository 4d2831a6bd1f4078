import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { makeApp } from '../../test-support/helpers';
import { readWorld, sealWorld, type WorldImage } from '../composition/world-image';
import { WorldFileError } from '../composition/world-files';
import { LOCK_FILE } from '../composition/state-dir-lock';

/**
 * STATE_DIR at start: every file that is not a world of this server, whatever is wrong with it,
 * stops the start with the one-line refusal that names it; what is not a file is not a world; the
 * folder is one instance's, and one it can write.
 */
const dirs: string[] = [];
const stateDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'betsite-load-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A directory holding the default world as a clean stop saved it, and that world's image to break. */
async function savedWorld(): Promise<{ dir: string; file: string; image: () => WorldImage }> {
  const dir = stateDir();
  await (await makeApp({ STATE_DIR: dir })).close();
  const file = join(dir, 'default.world');
  const bytes = readFileSync(file);
  return { dir, file, image: () => readWorld(bytes) };
}
const PLAYER = 10001;

describe('STATE_DIR at start', () => {
  it.each([
    ['a sealed {}', () => ({}), /not a world of this server/],
    ['an image without wallets', (i: WorldImage) => {
      delete (i.state as Partial<WorldImage['state']>).wallets;
      return i;
    }, /state\.wallets: Required/],
    ['a string balance', (i: WorldImage) => {
      (i.state.wallets.byUser.get(PLAYER) as unknown as Record<string, unknown>).centreCents = '8800';
      return i;
    }, /wallet of player 10001 breaks the wallets' rules: .*centreCents: Expected number, received string/],
    ['a balance of -5e15', (i: WorldImage) => {
      i.state.wallets.byUser.get(PLAYER)!.centreCents = -5e15;
      return i;
    }, /centreCents: Number must be greater than or equal to 0/],
  ])('refuses %s whose checksum is valid, in one line naming the file', async (_what, make, why) => {
    const { dir, file, image } = await savedWorld();
    writeFileSync(file, sealWorld(v8.serialize(make(image()))));
    const start = makeApp({ STATE_DIR: dir });
    await expect(start).rejects.toBeInstanceOf(WorldFileError);
    const message = await start.catch((err: Error) => err.message);
    expect(message).toContain(`STATE_DIR: ${file} is refused: `);
    expect(message).toMatch(why);
    expect(message).not.toContain('\n');
    // The refused start gave the folder back: the next (once the file is moved away) takes it.
    rmSync(file);
    await (await makeApp({ STATE_DIR: dir })).close();
  });

  it('refuses a file the world cannot be rebuilt from, naming it, whatever broke', async () => {
    const { dir, file, image } = await savedWorld();
    const broken = image();
    broken.state.world.matches.set('7000101', {} as never);
    writeFileSync(file, sealWorld(v8.serialize(broken)));
    await expect(makeApp({ STATE_DIR: dir })).rejects.toThrow(new RegExp(`^STATE_DIR: ${file.replace(/[.]/g, '\\.')} is refused: .+\\. Move it away`));
  });

  it('leaves alone an entry named like a world that is not a file', async () => {
    const dir = stateDir();
    mkdirSync(join(dir, 'sandbox-folder.world'));
    const app = await makeApp({ STATE_DIR: dir });
    try {
      expect(app.sandboxes.list()).toEqual([]);
    } finally {
      await app.close();
    }
    expect(readdirSync(dir).sort()).toEqual(['default.world', 'sandbox-folder.world']);
    expect(readdirSync(join(dir, 'sandbox-folder.world'))).toEqual([]);
  });

  it('refuses in one line a STATE_DIR where a file is', async () => {
    const file = join(stateDir(), 'a-file');
    writeFileSync(file, 'not a folder');
    await expect(makeApp({ STATE_DIR: file })).rejects.toThrow(new RegExp(`^STATE_DIR ${file}: cannot make the directory \\(.+\\)$`));
  });

  it('refuses in one line a STATE_DIR it cannot write', async () => {
    // Root writes through file modes: /proc is a folder no one may create files in.
    await expect(makeApp({ STATE_DIR: '/proc' })).rejects.toThrow(/^STATE_DIR \/proc is not writable \(.+\): give the server a folder it can write, or unset STATE_DIR$/);
  });

  it('takes the folder for one app at a time, and gives it back at the stop', async () => {
    const dir = stateDir();
    const first = await makeApp({ STATE_DIR: dir, INSTANCE_NAME: 'first-one' });
    try {
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, instance: 'first-one' });
      await expect(makeApp({ STATE_DIR: dir, INSTANCE_NAME: 'second-one' })).rejects.toThrow(new RegExp(`^STATE_DIR ${dir} is in use by instance first-one \\(pid ${process.pid} on `));
    } finally {
      await first.close();
    }
    expect(readdirSync(dir)).not.toContain(LOCK_FILE);
    await (await makeApp({ STATE_DIR: dir, INSTANCE_NAME: 'second-one' })).close();
  });

  it('takes over a lock whose process is gone, or that was never written whole', async () => {
    const dir = stateDir();
    const lock = join(dir, LOCK_FILE);
    writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 1, instance: 'gone', host: (await import('node:os')).hostname(), startedAt: '2026-01-01T00:00:00.000Z' }));
    const app = await makeApp({ STATE_DIR: dir, INSTANCE_NAME: 'taker' });
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ instance: 'taker', pid: process.pid });
    await app.close();
    writeFileSync(lock, '');
    const again = await makeApp({ STATE_DIR: dir, INSTANCE_NAME: 'taker' });
    await again.close();
  });

  it('never takes over a lock of another host, and says how to free it', async () => {
    const dir = stateDir();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 1, instance: 'elsewhere', host: 'another-host', startedAt: '2026-01-01T00:00:00.000Z' }));
    await expect(makeApp({ STATE_DIR: dir })).rejects.toThrow(`STATE_DIR ${dir} is in use by instance elsewhere (pid 1 on another-host, started 2026-01-01T00:00:00.000Z): one folder per instance. Stop that one, or give this one another STATE_DIR; if that instance is gone, delete ${join(dir, LOCK_FILE)}`);
  });
});
