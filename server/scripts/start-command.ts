import { readFileSync } from 'node:fs';

/**
 * How `npm start` runs the built server, read from server/package.json's start script, the one
 * place it is written: the environment it sets (malloc's settings) and its Node flags. The bench
 * runs the server so, and the build's test checks what they give it.
 */
export interface StartCommand {
  env: Record<string, string>;
  flags: string[];
}

export function startCommand(): StartCommand {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  const start = manifest.scripts.start;
  const m = /(?:^|&& )((?:[A-Z_]+=\S+ )*)node ((?:--[\w-]+(?:=\S+)? )*)dist\/server\.js$/.exec(start);
  if (!m) throw new Error(`server/package.json's start script is not "[VAR=value ...] node [flags] dist/server.js": ${start}`);
  const env = Object.fromEntries((m[1] ?? '').split(' ').filter(Boolean).map((a) => a.split('=') as [string, string]));
  return { env, flags: (m[2] ?? '').split(' ').filter(Boolean) };
}
