import { describe, expect, it } from 'vitest';
import { encryptBody, encryptPath } from '@betsite/contracts/wire';
import { openSingleData, sealSingleData } from './single-data';

const SECRET = 'test-secret-0123456789';

describe('single sealed values', () => {
  it('opens a value sealed for the same player', () => {
    expect(openSingleData(SECRET, 7, sealSingleData(SECRET, 7, '13812345678'))).toEqual({ ok: true, value: '13812345678' });
  });

  it('refuses 6003 for a value sealed for another player', () => {
    expect(openSingleData(SECRET, 8, sealSingleData(SECRET, 7, 'x'))).toMatchObject({ ok: false, code: 6003 });
  });

  it('refuses 6008 for a tampered token or another secret', () => {
    const token = sealSingleData(SECRET, 7, 'x');
    const tampered = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    expect(openSingleData(SECRET, 7, tampered)).toMatchObject({ ok: false, code: 6008 });
    expect(openSingleData(SECRET, 7, 'not-a-sealed-value')).toMatchObject({ ok: false, code: 6008 });
    expect(openSingleData('another-secret-0123456789', 7, token)).toMatchObject({ ok: false, code: 6008 });
  });

  it('is no oracle for wire traffic: sealed bodies and paths answer 6008', () => {
    const url = encryptPath(SECRET, '/site/api/v1/user/login', Date.now());
    expect(openSingleData(SECRET, 7, encryptBody(SECRET, { password: 'x' }, url).data)).toMatchObject({ ok: false, code: 6008 });
    const path = url.slice('/api/enc/'.length);
    expect(openSingleData(SECRET, 7, path)).toMatchObject({ ok: false, code: 6008 });
  });

  it('keeps separators inside the value', () => {
    expect(openSingleData(SECRET, 7, sealSingleData(SECRET, 7, 'a|b|c'))).toEqual({ ok: true, value: 'a|b|c' });
  });
});
