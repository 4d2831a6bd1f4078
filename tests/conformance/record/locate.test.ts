import { describe, expect, it } from 'vitest';
import { DEFAULT_WIRE_SECRET, encryptPath } from '@betsite/contracts/wire';
import { locateCall } from './locate';

const LOGIN = '/site/api/v1/user/login';

describe('locateCall', () => {
  it('finds a plain call by method and path, ignoring the query', () => {
    expect(locateCall('post', `${LOGIN}?x=1`, DEFAULT_WIRE_SECRET)).toMatchObject({ kind: 'route', path: LOGIN, encrypted: false, route: { key: 'auth.login' } });
  });

  it('opens an encrypted path with the wire secret, even one sealed long ago (freshness is the backend\'s to judge)', () => {
    const url = encryptPath(DEFAULT_WIRE_SECRET, LOGIN, Date.now() - 24 * 3600 * 1000);
    expect(locateCall('POST', url, DEFAULT_WIRE_SECRET)).toMatchObject({ kind: 'route', path: LOGIN, encrypted: true, route: { key: 'auth.login' } });
  });

  it('says an encrypted path sealed with another secret is unreadable', () => {
    const url = encryptPath('someone-elses-secret-value', LOGIN, Date.now());
    expect(locateCall('POST', url, DEFAULT_WIRE_SECRET)).toEqual({ kind: 'unreadable', reason: 'encrypted path does not open with the wire secret (tampered)' });
  });

  it('tells a path the contract lacks, or a route called with the wrong method, from a contract route', () => {
    expect(locateCall('GET', '/__mock/clock', DEFAULT_WIRE_SECRET)).toEqual({ kind: 'not-in-contract', method: 'GET', path: '/__mock/clock', encrypted: false });
    expect(locateCall('GET', LOGIN, DEFAULT_WIRE_SECRET)).toMatchObject({ kind: 'not-in-contract', method: 'GET', path: LOGIN });
  });
});
