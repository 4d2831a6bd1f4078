import { describe, expect, it } from 'vitest';
import { HEADER, verifyTsSign } from '@betsite/contracts/wire';
import { newRequestId, requestHeaders } from './headers';

const base = { secret: 'test-secret-0123456789', nowMs: 1_700_000_000_000, deviceUuid: 'dev-1', requestId: 'req-1' };

describe('request headers', () => {
  it('sends client type web, version, device, request id, site 3000 and a verifiable ts-sign', () => {
    const headers = requestHeaders({ ...base, ip: '203.0.113.9', token: 'tok' });
    expect(headers[HEADER.clientType]).toBe('web');
    expect(headers[HEADER.appVersion]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(headers[HEADER.deviceUuid]).toBe('dev-1');
    expect(headers[HEADER.requestId]).toBe('req-1');
    expect(headers[HEADER.siteId]).toBe('3000');
    expect(headers[HEADER.token]).toBe('tok');
    expect(headers['content-type']).toBe('application/json');
    expect(verifyTsSign(base.secret, headers[HEADER.tsSign], base.nowMs, 1000)).toBe('ok');
  });

  it('leaves out the token while logged out and ts-sign until preInfo gave the ip', () => {
    const headers = requestHeaders({ ...base, ip: null, token: null });
    expect(headers).not.toHaveProperty(HEADER.token);
    expect(headers).not.toHaveProperty(HEADER.tsSign);
  });

  it('makes a new request id per call', () => {
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
