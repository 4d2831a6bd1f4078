import { describe, expect, it } from 'vitest';
import { tokenOfLaunchUrl } from './launch-provider';

describe('the provider token of a launch url', () => {
  it('is the token query parameter of our route', () => {
    expect(tokenOfLaunchUrl('/game/sport/CRTY?token=abc-123&langx=zh-cn')).toBe('abc-123');
  });

  it('is the bare code itself', () => {
    expect(tokenOfLaunchUrl('abc123')).toBe('abc123');
  });

  it('is null when the url carries none', () => {
    expect(tokenOfLaunchUrl('/game/sport/CRTY')).toBeNull();
  });
});
