import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-write';

const dir = mkdtempSync(join(tmpdir(), 'atomic-write-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('writes the file, creating its folder, and leaves nothing else behind', async () => {
    const file = join(dir, 'a', 'b', 'set.yaml');
    await writeFileAtomic(file, 'name: x\n');
    expect(readFileSync(file, 'utf8')).toBe('name: x\n');
    expect(readdirSync(join(dir, 'a', 'b'))).toEqual(['set.yaml']);
  });

  it('replaces an older file whole', async () => {
    const file = join(dir, 'old.yaml');
    writeFileSync(file, 'old '.repeat(10_000));
    await writeFileAtomic(file, 'new\n');
    expect(readFileSync(file, 'utf8')).toBe('new\n');
  });

  it('keeps the older file and removes its temporary one when the new one cannot be put in place', async () => {
    const file = join(dir, 'taken');
    // A folder where the file should go: the rename fails after the temporary file was written.
    mkdirSync(file);
    writeFileSync(join(file, 'inside'), 'kept');
    await expect(writeFileAtomic(file, 'new')).rejects.toThrow();
    expect(readdirSync(dir).filter((name) => name.startsWith('taken'))).toEqual(['taken']);
    expect(readFileSync(join(file, 'inside'), 'utf8')).toBe('kept');
  });
});
