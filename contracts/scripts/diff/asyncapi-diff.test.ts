import { describe, expect, it } from 'vitest';
import { diffAsyncApi } from './asyncapi-diff';
import type { Change } from './change';
import type { Json, JsonObject } from './refs';

const obj = (properties: JsonObject, required: string[] = []): JsonObject => ({ type: 'object', properties, required });
const frame = (msgId: number, msgData: JsonObject): JsonObject => ({ payload: obj({ msgId: { const: msgId }, msgData }, ['msgId', 'msgData']) });

/** An AsyncAPI 3 document of one channel: `login` is received by the server (a client sends it), `roomStatus` is sent by it. */
function doc(messages: JsonObject, query: JsonObject = obj({ clientType: { type: 'string' } }, ['clientType'])): Json {
  const ref = (key: string) => ({ $ref: `#/channels/chat/messages/${key}` });
  const operations: JsonObject = {};
  for (const key of Object.keys(messages)) {
    operations[key] = { action: key === 'roomStatus' ? 'send' : 'receive', channel: { $ref: '#/channels/chat' }, messages: [ref(key)] };
  }
  return {
    asyncapi: '3.0.0',
    channels: { chat: { address: '/chat/ws', messages: Object.fromEntries(Object.keys(messages).map((k) => [k, { $ref: `#/components/messages/${k}` }])), bindings: { ws: { query } } } },
    operations,
    components: { messages },
  };
}

const login = (required: string[]) => frame(10001, obj({ token: { type: 'string' }, rid: { type: 'string' } }, required));
const roomStatus = (fields: JsonObject) => frame(10006, obj(fields, Object.keys(fields)));
const summary = (changes: Change[]) => changes.map((c) => `${c.severity} ${c.kind} ${c.where} ${c.pointer}: ${c.message}`);

describe('contract diff of AsyncAPI documents', () => {
  const base = doc({ login: login(['token']), roomStatus: roomStatus({ rid: { type: 'string' }, online: { type: 'integer' } }) });

  it('finds nothing between a document and itself', () => {
    expect(diffAsyncApi(base, base)).toEqual([]);
  });

  it('is breaking when a message id is removed, compatible when one is added', () => {
    expect(summary(diffAsyncApi(base, doc({ login: login(['token']) })))).toEqual(['breaking message-removed message chat/roomStatus : message removed']);
    const more = doc({ login: login(['token']), roomStatus: roomStatus({ rid: { type: 'string' }, online: { type: 'integer' } }), heartbeat: frame(0, obj({})) });
    expect(summary(diffAsyncApi(base, more))).toEqual(['compatible message-added message chat/heartbeat : message added']);
  });

  it('is breaking when a field of a message clients send is made required', () => {
    const head = doc({ login: login(['token', 'rid']), roomStatus: roomStatus({ rid: { type: 'string' }, online: { type: 'integer' } }) });
    expect(summary(diffAsyncApi(base, head))).toEqual(['breaking field-made-required message chat/login payload › msgData.rid: made required']);
  });

  it('is breaking when a field of a message the server sends is removed', () => {
    const head = doc({ login: login(['token']), roomStatus: roomStatus({ rid: { type: 'string' } }) });
    expect(summary(diffAsyncApi(base, head))).toEqual(['breaking field-removed message chat/roomStatus payload › msgData.online: field removed']);
  });

  it('is breaking when a message\'s msgId changes, and when the handshake needs a new query field', () => {
    const renumbered = doc({ login: frame(10019, obj({ token: { type: 'string' }, rid: { type: 'string' } }, ['token'])), roomStatus: roomStatus({ rid: { type: 'string' }, online: { type: 'integer' } }) });
    expect(summary(diffAsyncApi(base, renumbered))).toEqual(['breaking enum-value-removed message chat/login payload › msgId: enum value 10001 removed', 'compatible enum-value-added message chat/login payload › msgId: enum value 10019 added']);
    const handshake = doc(
      { login: login(['token']), roomStatus: roomStatus({ rid: { type: 'string' }, online: { type: 'integer' } }) },
      obj({ clientType: { type: 'string' }, siteId: { type: 'string' } }, ['clientType', 'siteId']),
    );
    expect(summary(diffAsyncApi(base, handshake))).toEqual(['breaking field-added channel chat handshake query › siteId: required field added']);
  });

  it('reads AsyncAPI 2 publish (clients send) and subscribe (the server sends) messages by messageId', () => {
    const v2 = (publish: JsonObject[]) => ({ asyncapi: '2.6.0', channels: { '/chat/ws': { publish: { message: { oneOf: publish } }, subscribe: { message: { messageId: 'roomStatus', payload: obj({ rid: { type: 'string' } }, ['rid']) } } } } });
    const join = (required: string[]) => ({ messageId: 'join', payload: obj({ rid: { type: 'string' }, pwd: { type: 'string' } }, required) });
    expect(summary(diffAsyncApi(v2([join(['rid'])]), v2([join(['rid', 'pwd'])])))).toEqual(['breaking field-made-required message /chat/ws/join payload › pwd: made required']);
    expect(summary(diffAsyncApi(v2([join(['rid'])]), v2([])))).toEqual(['breaking message-removed message /chat/ws/join : message removed']);
  });
});
