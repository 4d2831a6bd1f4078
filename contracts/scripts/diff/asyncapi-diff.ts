import { ChangeList, type Change, type Direction } from './change';
import { isObject, RefResolver, text, type Json, type JsonObject } from './refs';
import { diffSchemas } from './schema-diff';

interface Message {
  message: JsonObject;
  /** `request`: the client sends it; `response`: the server does (or both sides, when unknown). */
  direction: Direction;
}

/**
 * Breaking and compatible changes between two AsyncAPI documents (3.x, or 2.x's publish and
 * subscribe). Channels are matched by key; messages by channel and key (2.x: messageId or name).
 * A message the server receives (3.x `action: receive`, 2.x `publish`) is compared as a request.
 */
export function diffAsyncApi(baseDoc: Json, headDoc: Json): Change[] {
  const out = new ChangeList();
  const base = { doc: asObject(baseDoc), refs: new RefResolver(baseDoc) };
  const head = { doc: asObject(headDoc), refs: new RefResolver(headDoc) };
  if (base.doc.asyncapi !== head.doc.asyncapi) {
    out.add('compatible', 'version-changed', 'document', '', `AsyncAPI ${text(base.doc.asyncapi)} → ${text(head.doc.asyncapi)}`);
  }
  const baseChannels = asObject(base.doc.channels);
  const headChannels = asObject(head.doc.channels);
  for (const [key, raw] of Object.entries(baseChannels)) {
    if (!(key in headChannels)) {
      out.add('breaking', 'channel-removed', `channel ${key}`, '', 'channel removed');
      continue;
    }
    const was = asObject(base.refs.resolve(raw).value);
    const now = asObject(head.refs.resolve(headChannels[key]).value);
    if (typeof was.address === 'string' && was.address !== now.address) {
      out.add('breaking', 'channel-removed', `channel ${key}`, 'address', `address ${was.address} → ${text(now.address)}`);
    }
    // The websocket handshake: its query (clientType, siteId) and headers are what a client sends.
    const wasWs = asObject(asObject(was.bindings).ws);
    const nowWs = asObject(asObject(now.bindings).ws);
    for (const part of ['query', 'headers']) {
      if (wasWs[part] !== undefined || nowWs[part] !== undefined) {
        diffSchemas({ schema: wasWs[part], refs: base.refs }, { schema: nowWs[part], refs: head.refs }, { direction: 'request', where: `channel ${key}`, label: `handshake ${part}` }, out);
      }
    }
  }
  for (const key of Object.keys(headChannels)) if (!(key in baseChannels)) out.add('compatible', 'channel-added', `channel ${key}`, '', 'channel added');

  const baseMessages = messagesOf(base.doc, base.refs);
  const headMessages = messagesOf(head.doc, head.refs);
  for (const [id, { message, direction }] of baseMessages) {
    const where = `message ${id}`;
    const next = headMessages.get(id);
    if (!next) {
      out.add('breaking', 'message-removed', where, '', 'message removed');
      continue;
    }
    for (const part of ['payload', 'headers']) {
      diffSchemas({ schema: message[part], refs: base.refs }, { schema: next.message[part], refs: head.refs }, { direction, where, label: part }, out);
    }
  }
  for (const [id] of headMessages) if (!baseMessages.has(id)) out.add('compatible', 'message-added', `message ${id}`, '', 'message added');
  return out.changes;
}

const asObject = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});

function messagesOf(doc: JsonObject, refs: RefResolver): Map<string, Message> {
  return text(doc.asyncapi).startsWith('2.') ? messagesOfV2(doc, refs) : messagesOfV3(doc, refs);
}

function messagesOfV3(doc: JsonObject, refs: RefResolver): Map<string, Message> {
  // Who sends a message: the operations name it by a ref to `#/channels/<channel>/messages/<key>`.
  const actions = new Map<string, Set<string>>();
  for (const raw of Object.values(asObject(doc.operations))) {
    const operation = asObject(refs.resolve(raw).value);
    const messageRefs = Array.isArray(operation.messages) ? operation.messages : [];
    for (const ref of messageRefs) {
      const target = isObject(ref) && typeof ref.$ref === 'string' ? ref.$ref : undefined;
      if (target) actions.set(target, new Set([...(actions.get(target) ?? []), text(operation.action)]));
    }
  }
  const messages = new Map<string, Message>();
  for (const [channelKey, rawChannel] of Object.entries(asObject(doc.channels))) {
    const channel = asObject(refs.resolve(rawChannel).value);
    for (const [key, raw] of Object.entries(asObject(channel.messages))) {
      const pointer = `#/channels/${escapePointer(channelKey)}/messages/${escapePointer(key)}`;
      const seen = actions.get(pointer) ?? new Set();
      // `receive`: the server receives it, so a client sends it.
      const direction: Direction = seen.size === 1 && seen.has('receive') ? 'request' : 'response';
      messages.set(`${channelKey}/${key}`, { message: asObject(refs.resolve(raw).value), direction });
    }
  }
  return messages;
}

function messagesOfV2(doc: JsonObject, refs: RefResolver): Map<string, Message> {
  const messages = new Map<string, Message>();
  for (const [channelKey, rawChannel] of Object.entries(asObject(doc.channels))) {
    const channel = asObject(refs.resolve(rawChannel).value);
    for (const [verb, direction] of [['publish', 'request'], ['subscribe', 'response']] as const) {
      const raw = asObject(channel[verb]).message;
      if (raw === undefined) continue;
      const resolved = asObject(refs.resolve(raw).value);
      const list = Array.isArray(resolved.oneOf) ? resolved.oneOf : [raw];
      list.forEach((item, index) => {
        const message = asObject(refs.resolve(item).value);
        const id = typeof message.messageId === 'string' ? message.messageId : typeof message.name === 'string' ? message.name : `${verb}#${index + 1}`;
        messages.set(`${channelKey}/${id}`, { message, direction });
      });
    }
  }
  return messages;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
