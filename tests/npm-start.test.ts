import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startGroup, waitFor, withoutMachineNpmConfigWarnings, type ProcessGroup } from './process-group';
import { productHeaders } from '../server/test-support/helpers';

/**
 * `npm start` as a developer runs it, on two ports taken from the environment (PORT for the API,
 * WEB_PORT for the site): the site answers, the API answers through the site's proxy (which follows
 * PORT by itself), and Ctrl-C to the group stops both. The waits are long and polled: on a busy
 * 2-core machine the first start (vite's dependency scan, tsx's first compile) takes seconds.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const START_MS = 120_000;
const PRE_INFO = '/site/api/v1/configuration/preInfo';

let stack: ProcessGroup | undefined;

afterAll(() => stack?.killGroup());

/** preInfo's envelope code, or undefined while nobody (or only a proxy without its API) answers. */
async function preInfoCode(base: string, headers: Record<string, string> = {}): Promise<number | undefined> {
  try {
    const reply = await fetch(`${base}${PRE_INFO}`, { method: 'POST', headers: { ...productHeaders(), ...headers }, body: '{}' });
    if (!reply.ok) return undefined;
    return ((await reply.json()) as { status_code: number }).status_code;
  } catch {
    return undefined;
  }
}

/** True when something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('npm start', () => {
  it('serves the site on WEB_PORT and the API on PORT, the site proxying to that API, and stops on Ctrl-C', async () => {
    const apiPort = await freePort();
    let webPort = await freePort();
    while (webPort === apiPort) webPort = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(apiPort), WEB_PORT: String(webPort) };
    delete env.API_URL;
    stack = startGroup('npm', ['start'], { cwd: root, env });
    const running = stack;
    let stopping = false;
    // Every wait below also ends, with the output, if the stack dies before it is stopped.
    const gone = running.exited.then((code) => {
      if (stopping) return new Promise<never>(() => undefined);
      throw new Error(`npm start exited (${code}) before it was stopped:\n${running.stdout()}${running.stderr()}`);
    });
    const within = <T>(p: Promise<T>) => Promise.race([p, gone]);

    const api = `http://127.0.0.1:${apiPort}`;
    const site = `http://localhost:${webPort}`;
    // The API first: the proxy answers 5xx (and logs it) until its API listens.
    expect(await within(waitFor('the API on PORT', () => preInfoCode(api), START_MS))).toBe(6000);
    const page = await within(
      waitFor('the site on WEB_PORT', async () => {
        const reply = await fetch(`${site}/`).catch(() => undefined);
        return reply?.ok ? reply.text() : undefined;
      }, START_MS),
    );
    expect(page).toContain('<div id="root"');
    // Through the proxy in a sandbox of its own: that the API on PORT then knows the sandbox shows
    // the proxy reached this API, not another one on the default port.
    const sandbox = `npm-start-${process.pid}-${apiPort}`;
    expect(await within(waitFor('the API through the site\'s proxy', () => preInfoCode(site, { 'x-mock-session': sandbox }), START_MS))).toBe(6000);
    const sandboxes = (await (await fetch(`${api}/__mock/sandboxes`)).json()) as { sandboxes: { name: string }[] };
    expect(sandboxes.sandboxes.map((s) => s.name)).toContain(sandbox);

    // The addresses printed are the ones in use. Under CI (CI=true) concurrently asks its children
    // for colour, and vite paints the port in its own colour: read the text without the codes.
    const printed = stripVTControlCharacters(running.stdout());
    expect(printed).toContain(`Local:   http://localhost:${webPort}/`);
    expect(printed).toContain(`Server listening at http://127.0.0.1:${apiPort}`);

    stopping = true;
    running.signalGroup('SIGINT');
    await Promise.race([
      running.exited,
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error(`npm start did not exit on SIGINT:\n${running.stdout()}`)), 30_000)),
    ]);
    await waitFor('both ports to be released', async () => ((await listening(apiPort)) || (await listening(webPort)) ? undefined : true), 15_000);
    // Concurrently relays the children's stderr to its stdout: nothing there may be a warning.
    expect(withoutMachineNpmConfigWarnings(`${running.stdout()}${running.stderr()}`)).not.toMatch(/warn|deprecat|\berror\b/i);
  }, 4 * START_MS);
});
