import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SANDBOX_NAME_PATTERN } from '@betsite/contracts/mock';
import { writeFileAtomic } from '../lib/atomic-write';
import { readWorld, type WorldImage } from './world-image';
import { checkWorldImage } from './world-check';

/**
 * The worlds on disk under STATE_DIR (issue 25), one file each: `default.world`, `sandbox-<name>.world`
 * and `snapshot-<name>.world` (names follow the sandboxes' rule, so they are safe in a file name).
 * A file is written whole to a temporary name beside it, flushed to the disk (fsync) and renamed
 * over the old one: a kill at any moment leaves either the old file or the new one, never half.
 */
export class WorldFileError extends Error {}

const SUFFIX = '.world';
const TEMP = '.tmp';

export type WorldFileKind = 'default' | 'sandbox' | 'snapshot';

export function worldFile(dir: string, kind: WorldFileKind, name: string | null): string {
  return join(dir, kind === 'default' ? `default${SUFFIX}` : `${kind}-${name ?? ''}${SUFFIX}`);
}

export interface LoadedWorld {
  kind: WorldFileKind;
  /** The sandbox's or snapshot's name; null for the default world. */
  name: string | null;
  file: string;
  /** The bytes as read (a snapshot keeps them as they are). */
  bytes: Buffer;
  image: WorldImage;
  modifiedMs: number;
}

function kindOf(entry: string): { kind: WorldFileKind; name: string | null } | undefined {
  if (entry === `default${SUFFIX}`) return { kind: 'default', name: null };
  const m = /^(sandbox|snapshot)-(.+)\.world$/.exec(entry);
  if (!m || !SANDBOX_NAME_PATTERN.test(m[2] ?? '')) return undefined;
  return { kind: m[1] as 'sandbox' | 'snapshot', name: m[2] ?? null };
}

/**
 * Every world file of `dir`, each read and checked whole before any is used: one refused file
 * (another format version, cut short, altered, not the shape of a world: world-check.ts) stops the
 * start with its name, so a server never runs on half of what was saved. Entries that are not
 * files (a folder named like one) are not worlds and are left alone. Temporary files a kill left
 * behind are removed (the file they were to replace is still whole). The directory is made when
 * missing (STATE_DIR's lock, state-dir-lock.ts, has checked it can be written).
 */
export function loadWorldFiles(dir: string): LoadedWorld[] {
  const loaded: LoadedWorld[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const file = join(dir, entry);
    if (entry.endsWith(TEMP)) {
      rmSync(file, { force: true });
      continue;
    }
    const kind = kindOf(entry);
    if (!kind) continue;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) continue;
      const bytes = readFileSync(file);
      loaded.push({ ...kind, file, bytes, image: checkWorldImage(readWorld(bytes)), modifiedMs: stat.mtimeMs });
    } catch (err) {
      throw refused(file, err);
    }
  }
  return loaded;
}

/** The one-line refusal of a world file, whatever was wrong with it (WorldImageError's words, or the system's). */
export function refused(file: string, err: unknown): WorldFileError {
  const why = err instanceof Error ? err.message : String(err);
  return new WorldFileError(`STATE_DIR: ${file} is refused: ${why}. Move it away (or empty STATE_DIR) to start without it.`);
}

/** Makes STATE_DIR when missing; a path that cannot be a folder (a file is there) is refused in one line. */
export function makeStateDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    if (!statSync(dir).isDirectory()) throw new Error('not a directory');
  } catch (err) {
    throw new WorldFileError(`STATE_DIR ${dir}: cannot make the directory (${(err as Error).message})`);
  }
}

/** Writes `bytes` to `file` whole or not at all (temporary file, fsync, rename; lib/atomic-write.ts). */
export const writeWorldFile = (file: string, bytes: Buffer): Promise<void> => writeFileAtomic(file, bytes);

/** writeWorldFile blocking: for the last save of a closing server. */
export function writeWorldFileSync(file: string, bytes: Buffer): void {
  const temp = `${file}${TEMP}`;
  try {
    const fd = openSync(temp, 'w');
    try {
      let written = 0;
      while (written < bytes.length) written += writeSync(fd, bytes, written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
}

export const removeWorldFile = (file: string): Promise<void> => rm(file, { force: true });
