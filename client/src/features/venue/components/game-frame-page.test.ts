import { describe, expect, it } from 'vitest';
import { frameAddress } from './game-frame-page';

describe('what the game frame shows', () => {
  const origin = 'http://localhost:5173';
  it('frames a bare code as the provider page of that token, and http urls and paths as given', () => {
    expect(frameAddress('AbC_123-xyz456789012', origin)?.toString()).toBe('http://localhost:5173/__provider/play?token=AbC_123-xyz456789012');
    expect(frameAddress('https://games.example/x', origin)?.toString()).toBe('https://games.example/x');
    expect(frameAddress('/__provider/play?token=t', origin)?.toString()).toBe('http://localhost:5173/__provider/play?token=t');
  });

  it('refuses javascript: and data: addresses and an empty one', () => {
    expect(frameAddress('javascript:alert(1)', origin)).toBeNull();
    expect(frameAddress('data:text/html,x', origin)).toBeNull();
    expect(frameAddress('', origin)).toBeNull();
  });
});
