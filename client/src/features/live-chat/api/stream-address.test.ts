import { describe, expect, it } from 'vitest';
import { streamAddress } from './stream-address';

describe('streamAddress', () => {
  it('makes a path absolute on the site\'s origin and keeps an http(s) url', () => {
    expect(streamAddress('/__stream/7000101/live.flv', 'http://site.test:5173')).toBe('http://site.test:5173/__stream/7000101/live.flv');
    expect(streamAddress('https://cdn.example/a.m3u8', 'http://site.test')).toBe('https://cdn.example/a.m3u8');
  });

  it('refuses what would run in our origin', () => {
    expect(streamAddress('javascript:alert(1)', 'http://site.test')).toBeNull();
    expect(streamAddress('data:text/html,x', 'http://site.test')).toBeNull();
  });
});
