import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The stand-in stream clips (fixtures/streams, made once with fixtures/streams/make-streams.sh):
 * read on first use and kept, a fixed handful of files (about 75 KB), the same for every match.
 */
export interface StreamFiles {
  flv: Buffer;
  playlist: Buffer;
  /** segment-N.ts → bytes; only the files the fixture folder holds. */
  segments: ReadonlyMap<string, Buffer>;
}

const STREAMS_DIR = fileURLToPath(new URL('../../../../fixtures/streams/', import.meta.url));
export const SEGMENT_NAME_RE = /^segment-\d{1,3}\.ts$/;

let loaded: StreamFiles | null = null;

export function streamFiles(): StreamFiles {
  if (loaded) return loaded;
  const hls = `${STREAMS_DIR}hls/`;
  const segments = new Map<string, Buffer>();
  // On disk as .mp2t (so TypeScript tools never read them), served as the playlist names them.
  for (const file of readdirSync(hls)) {
    const name = file.replace(/\.mp2t$/, '.ts');
    if (file !== name && SEGMENT_NAME_RE.test(name)) segments.set(name, readFileSync(hls + file));
  }
  loaded = { flv: readFileSync(`${STREAMS_DIR}live.flv`), playlist: readFileSync(`${hls}index.m3u8`), segments };
  return loaded;
}
