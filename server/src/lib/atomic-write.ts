import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes `text` to `path` so that the file is either the old one or the whole new one, never a part:
 * the text goes to a temporary file beside it (same folder, so the rename stays on one file system),
 * is flushed to disk, then renamed over `path`. A recording stopped by a signal must not leave half
 * a scenario set behind (tests/conformance/record), nor a server killed mid-save half a world
 * (node/world-files.ts).
 */
export async function writeFileAtomic(path: string, text: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(text);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}
