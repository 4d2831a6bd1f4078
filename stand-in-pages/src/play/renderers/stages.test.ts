// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PROVIDER_GAME_KINDS } from '@betsite/contracts/provider';
import { createStages } from './stages';

describe('the stages', () => {
  it('have a renderer for every game kind the providers play', () => {
    const stages = createStages();
    expect(Object.keys(stages).sort()).toEqual([...PROVIDER_GAME_KINDS].sort());
  });
});
