/**
 * Builds the API into one JavaScript file, `server/dist/server.js`, so that `npm start` runs plain
 * JavaScript: no TypeScript loader at run time (docs/performance.md, "Where the memory goes").
 * Run by Node itself (its type stripping), so this file imports packages only. The bench builds its
 * own entry points with `bundle` too.
 *
 * The sources find their data files (fixtures, streams, the stand-in pages' build, the contract's
 * documents) from `import.meta.url`. In one bundle every file would share the bundle's address, so
 * each file's `import.meta.url` is rewritten to its own source address, made relative to the
 * bundle: the built server reads the same files as the sources do, wherever the clone sits.
 *
 * The bundle is written in a folder of its own and renamed into place, so that several instances
 * starting from one folder (docker compose's scale profile) never run half a file. The folder's
 * name is random, not the process id: each container numbers its processes from 1, so three
 * instances building at once can share a pid.
 */
import { build, type Plugin } from 'esbuild';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
export const SERVER_BUNDLE = fileURLToPath(new URL('../dist/server.js', import.meta.url));

/** Optional native speed-ups that ws tries to load and does without. */
const OPTIONAL_NATIVE = ['bufferutil', 'utf-8-validate'];

function ownAddress(outfile: string): Plugin {
  return {
    name: 'own-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/');
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/**
 * esbuild escapes non-ASCII characters in strings but keeps them in regular expressions and legal
 * comments, and one such character makes V8 hold the whole script's source two bytes a character
 * (2.5 MB more here). A \u escape means the same in a string, an untagged template, a regular expression and
 * a comment. The source map's columns after such a character on its line are off by the escape's
 * length; 30 lines of the bundle have one.
 */
function asciiOnly(text: string): string {
  return text.replace(/[^ -~\t\n\r]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `entry` and everything it imports, packages included, as one ES module at `outfile`. */
export async function bundle(entry: string, outfile: string): Promise<void> {
  await mkdir(dirname(outfile), { recursive: true });
  const temporaryDir = await mkdtemp(join(dirname(outfile), '.build-'));
  const temporary = join(temporaryDir, basename(outfile));
  try {
    // Built for its final place, so the source map's paths are relative to where it will lie.
    const result = await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      external: OPTIONAL_NATIVE,
      // Bundled CommonJS packages call require(); an ES module has none of its own.
      banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
      plugins: [ownAddress(outfile)],
      // V8 keeps a script's source for as long as it runs: minified, it is a third smaller.
      minifyWhitespace: true,
      minifySyntax: true,
      sourcemap: 'linked',
      write: false,
      logLevel: 'warning',
    });
    for (const file of result.outputFiles) await writeFile(join(temporaryDir, basename(file.path)), file.path.endsWith('.js') ? asciiOnly(file.text) : file.contents);
    await rename(`${temporary}.map`, `${outfile}.map`);
    await rename(temporary, outfile);
  } finally {
    await rm(temporaryDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await bundle(SERVER_ENTRY, SERVER_BUNDLE);
  console.log(`server: built ${relative(process.cwd(), SERVER_BUNDLE)} in ${Math.round(performance.now() - started)} ms`);
}
