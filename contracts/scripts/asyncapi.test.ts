import { readFileSync } from 'node:fs';
import { DiagnosticSeverity, Parser } from '@asyncapi/parser';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { MSG_ID, clientMessage, serverMessage } from '../src/socket';
import { ASYNCAPI_CHANNEL, buildAsyncApi, messageKey } from './asyncapi';

type Message = { 'x-msg-id': number; summary?: string; payload: Record<string, unknown>; examples: { name: string; payload: unknown }[] };

const doc = buildAsyncApi();
const messages = doc.components.messages as unknown as Record<string, Message>;
const operations = doc.operations as Record<string, { action: string; messages: { $ref: string }[] }>;
const idsOf = (union: typeof clientMessage | typeof serverMessage) => union.options.map((o) => o.shape.msgId.value as number);

/** Draft 07 (what AsyncAPI schemas extend), with the document's named schemas reachable by $ref. */
const ajv = new Ajv({ allErrors: true });
const compile = (schema: Record<string, unknown>) => ajv.compile({ ...schema, components: { schemas: doc.components.schemas } });

describe('contracts/asyncapi.json', () => {
  it('is up to date with the socket contract (run `npm run asyncapi` when this fails)', () => {
    const committed: unknown = JSON.parse(readFileSync(new URL('../asyncapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  // The one remaining diagnostic is information only: 3.1.0 exists; the document stays on 3.0.0.
  it('validates with @asyncapi/parser without errors or warnings', async () => {
    const diagnostics = await new Parser().validate(JSON.stringify(doc));
    const problems = diagnostics.filter((d) => Number(d.severity) <= Number(DiagnosticSeverity.Warning)).map((d) => `${d.code} ${d.message} at ${d.path.join('.')}`);
    expect(problems).toEqual([]);
    expect(doc.asyncapi).toBe('3.0.0');
    // The parser loads Spectral and its rulesets: seconds on an idle machine, more on a busy one.
  }, 60_000);

  it('has a receive operation for every client msgId and a send operation for every server msgId, covering all of MSG_ID', () => {
    const opened = (action: string) =>
      Object.values(operations)
        .filter((op) => op.action === action)
        .flatMap((op) => op.messages.map((m) => messages[m.$ref.split('/').pop()!]!['x-msg-id']));
    expect(opened('receive').sort()).toEqual(idsOf(clientMessage).sort());
    expect(opened('send').sort()).toEqual(idsOf(serverMessage).sort());
    expect(new Set([...opened('receive'), ...opened('send')])).toEqual(new Set(Object.values(MSG_ID)));
    for (const op of Object.values(operations)) for (const m of op.messages) expect(m.$ref.startsWith(`#/channels/${ASYNCAPI_CHANNEL}/messages/`)).toBe(true);
  });

  it('gives every message a summary and at least one example', () => {
    for (const [key, m] of Object.entries(messages)) {
      expect(m.summary, key).toBeTruthy();
      expect(m.examples.length, key).toBeGreaterThan(0);
    }
  });

  it("parses every example with the contract's union of its direction, under its own msgId", () => {
    for (const [direction, union] of [['client', clientMessage], ['server', serverMessage]] as const) {
      for (const msgId of idsOf(union)) {
        const m = messages[messageKey(direction, msgId)]!;
        for (const example of m.examples) {
          const parsed = union.safeParse(example.payload);
          expect(parsed.success, `${example.name}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
          expect((example.payload as { msgId: number }).msgId, example.name).toBe(msgId);
        }
      }
    }
  });

  it("validates every example against its message's JSON Schema, and refuses it under another msgId", () => {
    for (const [key, m] of Object.entries(messages)) {
      const validate = compile(m.payload);
      for (const example of m.examples) {
        expect(validate(example.payload), `${example.name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        expect(validate({ ...(example.payload as object), msgId: 99_999 }), key).toBe(false);
      }
    }
  });

  it('declares the handshake query: clientType=web and siteId=3000 are admitted, anything else is not', () => {
    const validate = compile(doc.channels[ASYNCAPI_CHANNEL].bindings.ws.query);
    expect(validate({ clientType: 'web', siteId: '3000' })).toBe(true);
    expect(validate({ clientType: 'app', siteId: '3000' })).toBe(false);
    expect(validate({ clientType: 'web' })).toBe(false);
  });
});
