import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from './router';

/** React Router warns "Matched leaf route ... does not have an element or Component" for such a leaf. */
const rendersSomething = (route: RouteObject) => route.element !== undefined || route.Component !== undefined || route.lazy !== undefined;

function leaves(tree: readonly RouteObject[], trail = ''): { where: string; route: RouteObject }[] {
  return tree.flatMap((route) => {
    const where = route.index ? `${trail} (index)` : `${trail}/${route.path ?? ''}`.replace(/\/+/g, '/');
    return route.children?.length ? leaves(route.children, where) : [{ where, route }];
  });
}

describe('router', () => {
  it('gives every leaf route something to render, the redirecting ones included (no empty-leaf warning)', () => {
    const empty = leaves(routes).filter((l) => !rendersSomething(l.route)).map((l) => l.where);
    expect(empty).toEqual([]);
  });
});
