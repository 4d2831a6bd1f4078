import { describe, expect, it } from 'vitest';
import { AsyncWorldScope } from './async-scope';

describe("the server's world scope (AsyncLocalStorage)", () => {
  const a = { name: 'a' };
  const b = { name: 'b' };

  it('follows the work entered across awaits and timers, while other work runs in another world', async () => {
    const scope = new AsyncWorldScope();
    const seen: (object | undefined)[] = [];
    const inside = (world: object) =>
      scope.run(world, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        seen.push(scope.current());
        await Promise.resolve();
        seen.push(scope.current());
      });
    await Promise.all([inside(a), inside(b)]);
    expect(seen.filter((w) => w === a)).toHaveLength(2);
    expect(seen.filter((w) => w === b)).toHaveLength(2);
    expect(scope.current()).toBeUndefined();
  });

  it('answers the innermost world entered, and the outer one after it', () => {
    const scope = new AsyncWorldScope();
    expect(scope.run(a, () => [scope.current(), scope.run(b, () => scope.current()), scope.current()])).toEqual([a, b, a]);
  });
});
