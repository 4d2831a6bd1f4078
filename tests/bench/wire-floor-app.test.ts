import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_WIRE_SECRET, decryptReply, encryptBody, encryptPath } from '@betsite/contracts/wire';
import { WIRE_FLOOR_ENVELOPE, WIRE_FLOOR_PATH, buildWireFloorApp } from './wire-floor-app';

/** Calls sealed by the contract's crypto-js implementation, not the node:crypto one the floor runs. */
function sealedCall(nowMs = Date.now()) {
  const url = encryptPath(DEFAULT_WIRE_SECRET, WIRE_FLOOR_PATH, nowMs);
  return { url, payload: encryptBody(DEFAULT_WIRE_SECRET, {}, url) };
}

describe('the wire floor (the bench step that bounds the encrypted load)', () => {
  const wire = buildWireFloorApp({ crypto: true });
  const bytesOnly = buildWireFloorApp({ crypto: false });
  afterAll(async () => {
    await wire.close();
    await bytesOnly.close();
  });

  it('does the whole protocol: opens the path and the body, seals the envelope', async () => {
    const res = await wire.inject({ method: 'POST', ...sealedCall() });
    expect(res.statusCode).toBe(200);
    expect(decryptReply(DEFAULT_WIRE_SECRET, res.json())).toEqual(WIRE_FLOOR_ENVELOPE);
  });

  it('refuses what the product refuses: a replayed path, a body sealed for another path, a stale or plain call', async () => {
    const call = sealedCall();
    expect((await wire.inject({ method: 'POST', ...call })).statusCode).toBe(200);
    expect((await wire.inject({ method: 'POST', ...call })).statusCode).toBe(400);
    const other = sealedCall();
    expect((await wire.inject({ method: 'POST', url: other.url, payload: sealedCall().payload })).statusCode).toBe(400);
    expect((await wire.inject({ method: 'POST', ...sealedCall(Date.now() - 3_600_000) })).statusCode).toBe(400);
    expect((await wire.inject({ method: 'POST', url: WIRE_FLOOR_PATH, payload: {} })).statusCode).toBe(400);
  });

  it('without crypto, takes the same requests and answers as many bytes', async () => {
    const sealed = await wire.inject({ method: 'POST', ...sealedCall() });
    const call = sealedCall();
    const first = await bytesOnly.inject({ method: 'POST', ...call });
    const again = await bytesOnly.inject({ method: 'POST', ...call });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(first.body.length).toBe(sealed.body.length);
    expect((await bytesOnly.inject({ method: 'POST', url: WIRE_FLOOR_PATH, payload: {} })).statusCode).toBe(400);
  });
});
