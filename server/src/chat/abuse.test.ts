import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHAT_CLOSE, CHAT_FRAME_BURST, CHAT_FRAME_BYTES_MAX, CHAT_ROOM_JOINS_PER_CONNECTION_MAX, MSG_ID } from '@betsite/contracts/socket';
import { call, makeApp } from '../../test-support/helpers';
import { connect } from '../../test-support/chat-client';
import { createFrameBudget } from './frame-budget';

/** What one client can do to the others (issue 15, items 1 and 2), against the real app. */
describe('chat socket under abuse', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it('closes a flooder that does not read with 4008 while another socket and the HTTP API keep answering', async () => {
    const other = await connect(app);
    const flooder = await connect(app);
    flooder.ws.pause();
    for (let i = 0; i < 5_000; i++) {
      flooder.send({ msgId: MSG_ID.HISTORY, msgData: { rid: '7000101', pageSize: 50 } });
      flooder.send({ msgId: MSG_ID.JOIN_ROOM, msgData: { rid: i % 2 ? '7000101' : '7000102' } });
    }
    // Sent while the 10,000 frames are still queued towards the server.
    other.send({ msgId: MSG_ID.HEARTBEAT, msgData: {} });
    const [beat, preInfo] = await Promise.all([other.next(MSG_ID.HEARTBEAT), call(app, '/site/api/v1/configuration/preInfo')]);
    expect(beat.msgId).toBe(MSG_ID.HEARTBEAT);
    expect(preInfo.status_code).toBe(6000);
    flooder.ws.resume();
    expect(await flooder.closed).toBe(CHAT_CLOSE.FRAME_BUDGET);
    expect(flooder.frames.length).toBeLessThanOrEqual(CHAT_FRAME_BURST);
    other.ws.terminate();
  });

  it('drops a reader that lets replies pile up with 4009', async () => {
    const room = app.ctx.state.chat.open('8000101');
    expect(room).toBeDefined();
    const user = { userId: 10001, nickname: 'demo', vipLevel: 0, guest: false };
    for (let i = 0; i < 50; i++) app.ctx.state.chat.post('8000101', user, '长'.repeat(500), i);
    const other = await connect(app);
    const slow = await connect(app);
    slow.ws.pause();
    const requests = CHAT_FRAME_BURST - 1;
    for (let i = 0; i < requests; i++) slow.send({ msgId: MSG_ID.HISTORY, msgData: { rid: '8000101', pageSize: 50 } });
    await other.sync();
    slow.ws.resume();
    expect(await slow.closed).toBe(CHAT_CLOSE.SLOW_READER);
    expect(slow.frames.length).toBeLessThan(requests);
    other.ws.terminate();
  });

  it('refuses a frame over the size bound with 1009', async () => {
    const c = await connect(app);
    c.ws.send('x'.repeat(CHAT_FRAME_BYTES_MAX + 1));
    expect(await c.closed).toBe(CHAT_CLOSE.FRAME_TOO_BIG);
  });

  it('tells the room once when a player joins it again and again', async () => {
    const watcher = await connect(app);
    await watcher.guest();
    await watcher.join('7000103');
    const joiner = await connect(app);
    await joiner.guest();
    for (let i = 0; i < 5; i++) expect(await joiner.join('7000103')).toMatchObject({ code: 6000, room: { onlineCount: 2 } });
    await watcher.sync();
    expect(watcher.frames.filter((f) => f.msgId === MSG_ID.JOIN_BROADCAST)).toHaveLength(1);
    watcher.ws.terminate();
    joiner.ws.terminate();
  });

  it('answers 6004 for 1,001 made-up rooms without creating any; a player still joins a real room', async () => {
    const roomsBefore = app.ctx.state.chat.count();
    const perConnection = CHAT_FRAME_BURST - 2;
    for (let made = 0; made < 1_001; ) {
      const attacker = await connect(app);
      await attacker.guest();
      for (let i = 0; i < perConnection && made < 1_001; i++, made++) expect((await attacker.join(`fake-${made}`)).code).toBe(6004);
      attacker.ws.terminate();
    }
    expect(app.ctx.state.chat.count()).toBeLessThanOrEqual(roomsBefore);
    expect(app.ctx.state.chat.get('fake-1000')).toBeUndefined();
    const player = await connect(app);
    await player.guest();
    expect(await player.join('7000104')).toMatchObject({ code: 6000 });
    player.ws.terminate();
  });

  it(`answers 6011 past ${CHAT_ROOM_JOINS_PER_CONNECTION_MAX} rooms joined by one connection`, async () => {
    const c = await connect(app);
    await c.guest();
    for (let i = 0; i < CHAT_ROOM_JOINS_PER_CONNECTION_MAX; i++) expect((await c.join(i % 2 ? '7000101' : '7000102')).code).toBe(6000);
    expect((await c.join('7000103')).code).toBe(6011);
    c.ws.terminate();
  });

  it('releases a room without messages when its last member leaves', async () => {
    const c = await connect(app);
    await c.guest();
    await c.join('8000102');
    expect(app.ctx.state.chat.get('8000102')).toBeDefined();
    await c.join('8100101');
    expect(app.ctx.state.chat.get('8000102')).toBeUndefined();
    c.ws.terminate();
    await vi.waitFor(() => expect(app.ctx.state.chat.get('8100101')).toBeUndefined());
  });
});

describe('frame budget', () => {
  it('allows a burst, then refuses until time refills it', () => {
    const budget = createFrameBudget(3, 2, 0);
    expect([budget.take(0), budget.take(0), budget.take(0), budget.take(0)]).toEqual([true, true, true, false]);
    expect(budget.take(499)).toBe(false);
    expect(budget.take(500)).toBe(true);
    expect(budget.take(10_000)).toBe(true);
    expect([budget.take(10_000), budget.take(10_000), budget.take(10_000)]).toEqual([true, true, false]);
  });
});
