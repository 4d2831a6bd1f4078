import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clipFileOf, SEGMENT_NAME_RE } from './media';

/**
 * The stand-in stream clips (fixtures/streams, made once with fixtures/streams/make-streams.sh):
 * read on first use and kept, a fixed handful of files (about 75 KB), the same for every match.
 * By the name a request gives (live.flv, index.m3u8, segment-N.ts); only the files the folder holds.
 */
const STREAMS_DIR = fileURLToPath(new URL('../../../../fixtures/streams/', import.meta.url));

let loaded: ReadonlyMap<string, Buffer> | null = null;

export function streamFiles(): ReadonlyMap<string, Buffer> {
  if (loaded) return loaded;
  const hls = `${STREAMS_DIR}hls/`;
  const clips = new Map<string, Buffer>([
    ['live.flv', readFileSync(`${STREAMS_DIR}live.flv`)],
    ['index.m3u8', readFileSync(`${hls}index.m3u8`)],
  ]);
  // Served as the playlist names them, kept under clipFileOf's names.
  for (const file of readdirSync(hls)) {
    const name = file.replace(/\.mp2t$/, '.ts');
    if (SEGMENT_NAME_RE.test(name) && clipFileOf(name) === file) clips.set(name, readFileSync(hls + file));
  }
  loaded = clips;
  return loaded;
}
