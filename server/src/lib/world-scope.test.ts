import { describe, expect, it } from 'vitest';
import { synchronousScope } from './world-scope';

describe('the synchronous world scope', () => {
  const a = { name: 'a' };
  const b = { name: 'b' };

  it('answers the world entered while its work runs, the outer one after, and none outside any', () => {
    const scope = synchronousScope();
    expect(scope.current()).toBeUndefined();
    const seen = scope.run(a, () => [scope.current(), scope.run(b, () => scope.current()), scope.current()]);
    expect(seen).toEqual([a, b, a]);
    expect(scope.current()).toBeUndefined();
  });

  it('leaves the world when its work throws', () => {
    const scope = synchronousScope();
    expect(() =>
      scope.run(a, () => {
        throw new Error('work failed');
      }),
    ).toThrow('work failed');
    expect(scope.current()).toBeUndefined();
  });

  it('does not follow asynchronous work (its documented limit): after an await the work is outside', async () => {
    const scope = synchronousScope();
    let afterAwait: object | undefined = a;
    await scope.run(a, async () => {
      await Promise.resolve();
      afterAwait = scope.current();
    });
    expect(afterAwait).toBeUndefined();
  });
});
