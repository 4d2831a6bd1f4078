import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { requiredHeaderValues } from '../../contracts/src/request-headers';
import { CHAT_SOCKET_PATH, chatHandshakeSearch } from '../../contracts/src/socket';
import { API_URL, WEB_URL, apiCall, expect, newMember, test } from './support';

/**
 * The QA console (/__qa, issue 13) driven as a QA person drives it: each journey works through the
 * console's own controls and checks what the server then holds through the QA API directly.
 */

const panel = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

async function openConsole(page: Page): Promise<void> {
  await page.goto('/__qa');
  await expect(page.getByRole('heading', { level: 1, name: 'QA console' })).toBeVisible();
  await expect(panel(page, 'Clock')).toBeVisible();
}

const PRE_INFO = '/site/api/v1/configuration/preInfo';
const LOGIN = '/site/api/v1/user/login';

test.describe('the QA console', () => {
  test('lists the sandboxes; resets one to the fixtures and removes another', async ({ page, request, consoleErrors, sandbox }) => {
    const other = `${sandbox}-b`;
    await request.post(`${API_URL}/__mock/clock`, { data: { advanceMs: 60_000 } });
    await request.get(`${API_URL}/__mock/clock`, { headers: { 'x-mock-session': other } });
    await openConsole(page);
    const sandboxes = panel(page, 'Sandboxes').getByRole('table', { name: 'Sandboxes' });
    await expect(sandboxes.getByRole('row', { name: new RegExp(sandbox) }).first()).toContainText('1m');
    await sandboxes.getByRole('button', { name: `Reset ${sandbox}`, exact: true }).click();
    await expect(panel(page, 'Sandboxes').getByRole('status')).toHaveText(`Sandbox ${sandbox} is back to the fixtures.`);
    expect(((await (await request.get(`${API_URL}/__mock/clock`)).json()) as { offsetMs: number }).offsetMs).toBe(0);
    await sandboxes.getByRole('button', { name: `Remove ${other}`, exact: true }).click();
    await expect(sandboxes.getByRole('rowheader', { name: other, exact: true })).toHaveCount(0);
    const listed = (await (await request.get(`${API_URL}/__mock/sandboxes`)).json()) as { instance: string; sandboxes: { name: string }[] };
    expect(listed.sandboxes.map((s) => s.name)).not.toContain(other);
    await expect(panel(page, 'Sandboxes')).toContainText(`kept by instance ${listed.instance} (`);
    expect(consoleErrors).toEqual([]);
  });

  test('saves the world as a snapshot, restores it after a change, and deletes it', async ({ page, request, consoleErrors }) => {
    const name = `snap-${randomUUID().slice(0, 8)}`;
    const offset = async () => ((await (await request.get(`${API_URL}/__mock/clock`)).json()) as { offsetMs: number }).offsetMs;
    await request.post(`${API_URL}/__mock/clock`, { data: { advanceMs: 60_000 } });
    await openConsole(page);
    const snapshots = panel(page, 'Snapshots');
    await snapshots.getByLabel('Snapshot name').fill(name);
    await snapshots.getByRole('button', { name: /^Save / }).click();
    await expect(snapshots.getByRole('status')).toContainText(`as ${name}`);
    const table = snapshots.getByRole('table', { name: 'Snapshots' });
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
    await request.post(`${API_URL}/__mock/clock`, { data: { advanceMs: 3_600_000 } });
    expect(await offset()).toBe(3_660_000);
    await table.getByRole('button', { name: `Restore ${name}`, exact: true }).click();
    await expect(snapshots.getByRole('status')).toContainText(`Restored ${name} into`);
    expect(await offset()).toBe(60_000);
    await table.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await expect(table.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
    const listed = (await (await request.get(`${API_URL}/__mock/snapshots`)).json()) as { snapshots: { name: string }[] };
    expect(listed.snapshots.map((s) => s.name)).not.toContain(name);
    expect(consoleErrors).toEqual([]);
  });

  test('applies a named scenario set to its world, then removes what it forced', async ({ page, request, consoleErrors }) => {
    await openConsole(page);
    const sets = panel(page, 'Scenario sets');
    await sets.getByRole('button', { name: 'Apply new-device-6026', exact: true }).click();
    await expect(sets.getByRole('status')).toContainText('Applied new-device-6026');
    await expect(sets.getByRole('listitem').filter({ hasText: 'new-device-6026' })).toContainText('applied');
    const forced = (await (await request.get(`${API_URL}/__mock/scenarios`)).json()) as { path: string; status_code: number }[];
    expect(forced.map((s) => s.status_code)).toContain(6026);
    await sets.getByRole('button', { name: 'Remove new-device-6026', exact: true }).click();
    await expect(sets.getByRole('status')).toContainText('Removed new-device-6026');
    expect((await (await request.get(`${API_URL}/__mock/scenarios`)).json()) as unknown[]).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('moves the server clock by a preset and by a typed amount, and shows where it stands', async ({ page, request, consoleErrors }) => {
    await openConsole(page);
    const clock = panel(page, 'Clock');
    await expect(clock.getByLabel('Clock offset')).toHaveText('0s');
    await clock.getByRole('button', { name: '+1 hour' }).click();
    await expect(clock.getByLabel('Clock offset')).toHaveText('1h');
    await clock.getByLabel('Custom amount').fill('90s');
    await clock.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(clock.getByLabel('Clock offset')).toHaveText('1h 1m 30s');
    const server = (await (await request.get(`${API_URL}/__mock/clock`)).json()) as { offsetMs: number };
    expect(server.offsetMs).toBe(3_690_000);
    await clock.getByLabel('Custom amount').fill('soon');
    await clock.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(clock.getByRole('alert')).toContainText('Type an amount');
    expect(consoleErrors).toEqual([]);
  });

  test('adds a scenario; a product call answers it and the journal shows that call with its reply', async ({ page, request, consoleErrors }) => {
    await openConsole(page);
    const scenarios = panel(page, 'Forced scenarios');
    await scenarios.getByLabel('Route path').fill(PRE_INFO);
    await scenarios.getByLabel('Status code').selectOption('6013');
    await scenarios.getByLabel('Times (empty: until removed)').fill('1');
    await scenarios.getByRole('button', { name: 'Add scenario' }).click();
    const listed = scenarios.getByRole('table', { name: 'Scenarios in force' });
    await expect(listed.getByRole('row', { name: /preInfo/ })).toContainText('6013');

    const reply = await request.post(`${API_URL}${PRE_INFO}`, { data: {}, headers: { 'content-type': 'application/json', ...requiredHeaderValues('qa-console-journey', randomUUID()) } });
    expect(((await reply.json()) as { status_code: number }).status_code).toBe(6013);

    // Used once: the scenario is gone; the journal has the call.
    await expect(scenarios.getByText('No scenario in force.')).toBeVisible();
    const journal = panel(page, 'Journal');
    await journal.getByLabel('Path contains').fill('preinfo');
    await journal.getByLabel('Status code').fill('6013');
    const call = journal.getByRole('button', { name: `POST ${PRE_INFO}` });
    await expect(call).toHaveCount(1);
    await call.click();
    await expect(journal.getByLabel('Reply')).toContainText('"status_code": 6013');
    await expect(journal.getByLabel('Request body')).toHaveText('{}');
    expect(consoleErrors).toEqual([]);
  });

  test('adds a transport fault with a when from the form: only the matching call meets it; a bad one is refused as the server would', async ({ page, request, consoleErrors }) => {
    await openConsole(page);
    const scenarios = panel(page, 'Forced scenarios');
    const form = scenarios.getByRole('form', { name: 'Add a scenario' });
    await form.getByLabel('Route path').fill(LOGIN);
    await form.getByLabel('Answer').selectOption({ label: 'An HTTP status and body (gateway, 401)' });
    await form.getByLabel('HTTP status').fill('700');
    await form.getByRole('button', { name: 'Add a body condition' }).click();
    const condition = form.getByRole('group', { name: 'Condition 1' });
    await condition.getByLabel('Body field').fill('name');
    await condition.getByLabel('Value').fill('qa-fault-user');
    await form.getByRole('button', { name: 'Add scenario' }).click();
    // The contract's own rule, in the form's words; nothing reached the server.
    await expect(form.getByRole('alert')).toHaveText('HTTP status: Number must be less than or equal to 599');
    expect((await (await request.get(`${API_URL}/__mock/scenarios`)).json()) as unknown[]).toEqual([]);

    await form.getByLabel('HTTP status').fill('502');
    await form.getByRole('button', { name: 'Add scenario' }).click();
    await expect(form.getByRole('status')).toHaveText(/answers HTTP 502\.$/);
    const row = scenarios.getByRole('table', { name: 'Scenarios in force' }).getByRole('row', { name: /login/ });
    await expect(row).toContainText('when name = "qa-fault-user"');

    const login = (name: string) => request.post(`${API_URL}${LOGIN}`, { data: { name }, headers: { 'content-type': 'application/json', ...requiredHeaderValues('qa-console-journey', randomUUID()) } });
    const other = await login('someone-else');
    expect(other.status()).toBe(200);
    const faulted = await login('qa-fault-user');
    expect(faulted.status()).toBe(502);
    expect(await faulted.text()).toContain('<h1>502</h1>');
    expect(consoleErrors).toEqual([]);
  });

  test('adds a chat socket fault from the form: the next socket closes with its code and reason', async ({ page, request, consoleErrors, sandbox }) => {
    await openConsole(page);
    const form = panel(page, 'Forced scenarios').getByRole('form', { name: 'Add a scenario' });
    await form.getByLabel('Answer').selectOption({ label: 'Chat socket: close with a code' });
    // A socket fault goes on the socket's path: picking one put it there.
    await expect(form.getByLabel('Route path')).toHaveValue(CHAT_SOCKET_PATH);
    await form.getByLabel('Close code').fill('4503');
    await form.getByLabel('Close reason (optional)').fill('from the console');
    await form.getByRole('button', { name: 'Add scenario' }).click();
    await expect(form.getByRole('status')).toHaveText(/answers socket closed 4503 \(from the console\) after 0 frames\.$/);
    const [forced] = (await (await request.get(`${API_URL}/__mock/scenarios`)).json()) as { method: string; fault: unknown }[];
    expect(forced).toMatchObject({ method: 'GET', fault: { kind: 'socket-close', code: 4503, reason: 'from the console', afterFrames: 0 } });

    // Node's WebSocket (undici) takes headers in its second argument, beyond the browser's typings.
    const socket = new WebSocket(`${API_URL.replace('http', 'ws')}${CHAT_SOCKET_PATH}?${chatHandshakeSearch()}`, { headers: { 'x-mock-session': sandbox } } as unknown as string[]);
    const closed = await new Promise<[number, string]>((resolve) => socket.addEventListener('close', (e) => resolve([e.code, e.reason])));
    expect(closed).toEqual([4503, 'from the console']);
    expect(consoleErrors).toEqual([]);
  });

  test('removes one scenario and then all of them', async ({ page, consoleErrors }) => {
    await openConsole(page);
    const scenarios = panel(page, 'Forced scenarios');
    for (const code of ['6005', '6013']) {
      await scenarios.getByLabel('Route path').fill(PRE_INFO);
      await scenarios.getByLabel('Status code').selectOption(code);
      await scenarios.getByRole('button', { name: 'Add scenario' }).click();
      await expect(scenarios.getByText(`answers ${code}.`)).toBeVisible();
    }
    const rows = scenarios.getByRole('table', { name: 'Scenarios in force' }).getByRole('row', { name: /preInfo/ });
    await expect(rows).toHaveCount(2);
    await scenarios.getByRole('button', { name: /Remove scenario .* 6005\)/ }).click();
    await expect(rows).toHaveCount(1);
    await scenarios.getByRole('button', { name: 'Remove all' }).click();
    await expect(scenarios.getByText('No scenario in force.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('reads an SMS code from the outbox after a send, copies it, and that code binds the phone', async ({ page, context, request, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await newMember(request);
    const phone = '13912340001';
    const obfuscatedTarget = Buffer.from([...phone].reverse().join(''), 'utf8').toString('base64');
    await openConsole(page);
    await apiCall(request, '/site/api/v1/user/sendCode/two', { target: phone, obfuscatedTarget, cate: 0, type: 1, version: 1 }, member.token, member.device);

    const sent = panel(page, 'Outbox').getByRole('row', { name: new RegExp(phone) });
    await expect(sent).toContainText('sms');
    const copy = sent.getByRole('button', { name: /^Copy code \d{6}$/ });
    const code = ((await copy.getAttribute('aria-label')) ?? '').replace('Copy code ', '');
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await apiCall(request, '/site/api/v1/user/member/bindPhone', { phone, code }, member.token, member.device);
    expect(consoleErrors).toEqual([]);
  });

  test('sets the score of a match in play and finishes it through the sports controls', async ({ page, request, consoleErrors }) => {
    await openConsole(page);
    const sports = panel(page, 'Sports');
    await sports.getByRole('combobox', { name: 'Match', exact: true }).selectOption('7000101');
    const match = sports.getByRole('group', { name: 'Match 7000101' });
    await match.getByLabel(/^Home/).fill('3');
    await match.getByLabel(/^Away/).fill('2');
    await match.getByRole('button', { name: 'Set score' }).click();
    await expect(match.getByLabel('Match score')).toHaveText('3 : 2');

    await match.getByRole('button', { name: 'Finish match' }).click();
    await expect(sports.getByText(/finished 3 : 2: its bets settle/)).toBeVisible();
    const finished = (await (await request.get(`${API_URL}/__mock/sports/matches/7000101`)).json()) as { phase: string; score: { h: number; c: number } };
    expect(finished).toMatchObject({ phase: 'finished', score: { h: 3, c: 2 } });
    expect(consoleErrors).toEqual([]);
  });

  test('joins a sandbox: its own calls carry x-mock-session and the browser gets the cookie; the default world clears it', async ({ page, context, consoleErrors, sandbox: journeySandbox }) => {
    await openConsole(page);
    const sandbox = panel(page, 'Sandbox');
    // The journey's own sandbox cookie is what the browser is in at first.
    await expect(sandbox.getByLabel('Current world')).toHaveText(`sandbox ${journeySandbox}`);
    await sandbox.getByLabel('Sandbox name').fill('e2e-run-1');
    const controlCall = page.waitForRequest((r) => r.url().includes('/__mock/') && r.headers()['x-mock-session'] === 'e2e-run-1');
    await sandbox.getByRole('button', { name: 'Join sandbox' }).click();
    await expect(sandbox.getByLabel('Current world')).toHaveText('sandbox e2e-run-1');
    await controlCall;
    expect((await context.cookies(WEB_URL)).find((c) => c.name === 'x-mock-session')?.value).toBe('e2e-run-1');

    // A reload keeps the sandbox: the cookie says which world this browser is in.
    await page.reload();
    await expect(panel(page, 'Sandbox').getByLabel('Current world')).toHaveText('sandbox e2e-run-1');
    await panel(page, 'Sandbox').getByRole('button', { name: 'Use the default world' }).click();
    await expect(panel(page, 'Sandbox').getByLabel('Current world')).toHaveText('the default world');
    expect((await context.cookies(WEB_URL)).find((c) => c.name === 'x-mock-session')).toBeUndefined();
    expect(consoleErrors).toEqual([]);
  });

  test('in a sandbox the server refuses, shows the refusal and the way back to the default world', async ({ page, context, consoleErrors }) => {
    // An evicted sandbox (the server keeps SANDBOXES_MAX) is refused with a 410: the browser is given
    // that refusal, since evicting one for real would take 200 others on the journeys' shared server.
    await context.addCookies([{ name: 'x-mock-session', value: 'gone-1', domain: 'localhost', path: '/' }]);
    await page.route('**/__mock/**', (route) =>
      route.request().headers()['x-mock-session'] === 'gone-1'
        ? route.fulfill({ status: 410, contentType: 'application/json', body: JSON.stringify({ error: 'sandbox gone-1 was evicted' }) })
        : route.continue(),
    );
    await page.goto('/__qa');
    await expect(page.getByRole('heading', { level: 2, name: 'The QA API refuses this page' })).toBeVisible();
    await expect(page.getByText('sandbox gone-1 was evicted')).toBeVisible();
    await page.getByRole('button', { name: 'Leave sandbox gone-1 for the default world' }).click();
    await expect(panel(page, 'Sandbox').getByLabel('Current world')).toHaveText('the default world');
    expect((await context.cookies(WEB_URL)).find((c) => c.name === 'x-mock-session')).toBeUndefined();
    // Chromium logs every refused fetch; the refusals given here are expected.
    expect(consoleErrors.filter((e) => !e.includes('status of 410'))).toEqual([]);
  });

  test('says the QA API is off and shows nothing else when the server has none', async ({ page, consoleErrors }) => {
    // The journeys' server runs with MOCK_API=true, so the browser is given what a server with
    // MOCK_API=false answers on /__mock: the product's not-found envelope.
    await page.route('**/__mock/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status_code: 6004, data: null, message: '未找到数据' }) }));
    await page.goto('/__qa');
    await expect(page.getByRole('heading', { level: 2, name: 'The QA API is off' })).toBeVisible();
    await expect(page.getByRole('region')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
