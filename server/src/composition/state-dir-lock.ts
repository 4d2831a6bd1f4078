import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, realpathSync, rmdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { WorldFileError } from './world-files';

/**
 * One owner per STATE_DIR: two servers on one folder would each write their own worlds over the
 * other's (a transfer one of them acknowledged was lost). The first to start writes `owner.lock`
 * (its pid, instance name, host, start time and the process's start on this machine, /proc) with
 * O_EXCL; a second start finds it and refuses, naming the owner. A lock whose process is gone (a
 * kill -9, a crash, a container restarted) is stale and taken over; a clean stop removes its own.
 *
 * Taking the lock is also the start's check that the folder can be written: a folder that cannot
 * be (read-only, full, a file where the folder should be) is refused in one line, not found out at
 * the first save. A lock of another host is never judged stale (its processes cannot be seen from
 * here): the refusal says to delete the file when that instance is gone.
 */
export const LOCK_FILE = 'owner.lock';

export interface LockOwner {
  pid: number;
  instance: string;
  host: string;
  startedAt: string;
  /** The process's start in clock ticks since boot (Linux /proc), so a pid used again by another process is not taken for the owner. */
  processStart?: string;
}

export interface StateDirLock {
  readonly file: string;
  readonly owner: LockOwner;
  /** Removes the lock when it is still this process's (a clean stop). */
  release(): void;
}

/** Folders locked by this process: a second app of the same process (tests) on one folder is refused too. */
const heldHere = new Set<string>();

/** Whether the process `owner` names is still running (on this host; a lock of another host is assumed alive). */
export function ownerAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return false; // this process did not take it (that is checked first): an earlier life under the same pid
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = processStartOf(owner.pid);
  return owner.processStart === undefined || start === undefined || start === owner.processStart;
}

/** Field 22 of /proc/<pid>/stat (the start time after boot); undefined where there is no /proc. */
export function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

const describeOwner = (o: LockOwner) => `instance ${o.instance} (pid ${o.pid} on ${o.host}, started ${o.startedAt})`;

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.instance !== 'string' || typeof parsed.host !== 'string' || typeof parsed.startedAt !== 'string') return undefined;
    return parsed as LockOwner;
  } catch {
    return undefined; // gone since, or half written by a process killed while taking it: not an owner
  }
}

/** Creates the lock file, only if there is none; false when there is one. Any other failure: the folder cannot be written. */
function create(dir: string, file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw notWritable(dir, err);
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    rmSync(file, { force: true });
    throw notWritable(dir, err);
  }
  closeSync(fd);
  return true;
}

const notWritable = (dir: string, err: unknown) => new WorldFileError(`STATE_DIR ${dir} is not writable (${(err as Error).message}): give the server a folder it can write, or unset STATE_DIR`);

/** A takeover in progress longer than this was cut short (its process killed): it no longer holds anyone back. */
const TAKEOVER_STALE_MS = 10_000;
/** How long a start may take between creating the lock and writing it before an empty lock counts as stale. */
const HALF_WRITTEN_MS = 500;

/**
 * Takes STATE_DIR for this process, or throws WorldFileError: the folder is another live
 * instance's (naming it), or cannot be written. A stale lock is taken over under a guard folder
 * (mkdir is atomic), so that of two starts finding the same stale lock only one takes it.
 */
export function takeStateDirLock(dir: string, instance: string): StateDirLock {
  // The folder's real path: two spellings of one folder are one folder (heldHere).
  const file = join(realpathSync(dir), LOCK_FILE);
  const owner: LockOwner = { pid: process.pid, instance, host: hostname(), startedAt: new Date().toISOString(), ...optional(processStartOf(process.pid)) };
  const inUse = (o: LockOwner) => new WorldFileError(`STATE_DIR ${dir} is in use by ${describeOwner(o)}: one folder per instance. Stop that one, or give this one another STATE_DIR${o.host === owner.host ? '' : `; if that instance is gone, delete ${file}`}`);
  if (heldHere.has(file)) throw inUse(readOwner(file) ?? owner);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(dir, file, owner)) return held(file, owner);
    let found = readOwner(file);
    // An unreadable lock just made is another start between creating and writing it: wait for its words.
    if (!found && Date.now() - (statSyncOrNull(file)?.mtimeMs ?? 0) < HALF_WRITTEN_MS) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, HALF_WRITTEN_MS);
      found = readOwner(file);
    }
    if (found && ownerAlive(found)) throw inUse(found);
    takeOver(dir, file, found);
  }
  throw new WorldFileError(`STATE_DIR ${dir}: another start keeps taking ${file} over at the same time as this one`);
}

function takeOver(dir: string, file: string, stale: LockOwner | undefined): void {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw notWritable(dir, err);
    const age = Date.now() - (statSyncOrNull(guard)?.mtimeMs ?? 0);
    if (age > TAKEOVER_STALE_MS) rmSync(guard, { recursive: true, force: true });
    return; // another start is taking it over: look again
  }
  try {
    // Still the stale one we judged (not a lock another start made meanwhile): remove it.
    if (JSON.stringify(readOwner(file)) === JSON.stringify(stale)) rmSync(file, { force: true });
  } catch (err) {
    throw notWritable(dir, err);
  } finally {
    rmdirSync(guard);
  }
}

function statSyncOrNull(path: string) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

function held(file: string, owner: LockOwner): StateDirLock {
  heldHere.add(file);
  return {
    file,
    owner,
    release() {
      if (!heldHere.delete(file)) return;
      if (JSON.stringify(readOwner(file)) === JSON.stringify(owner)) rmSync(file, { force: true });
    },
  };
}

const optional = (processStart: string | undefined) => (processStart === undefined ? {} : { processStart });
