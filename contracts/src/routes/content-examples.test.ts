import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@ts-rest/core';
import type { z } from 'zod';
import { routeMeta } from '../route';
import { contract } from '../contract';
import { allRoutes } from '../walk';
import { siteContract } from './site';
import { activityContract } from './activity';
import { feedbackContract } from './feedback';
import { letterContract } from './letter';

/** What the route's reply schema says against its OpenAPI success example; none when it is valid. */
function exampleIssues(route: AppRoute): z.ZodIssue[] {
  const reply = (route.responses as Record<number, z.ZodTypeAny>)[200];
  const parsed = reply?.safeParse({ status_code: 6000, data: routeMeta(route).example, message: '成功' });
  return parsed?.error?.issues ?? [];
}

/** The OpenAPI success example of every site, activity, feedback and letter route is a valid reply. */
const routers = { site: siteContract, activity: activityContract, feedback: feedbackContract, letter: letterContract };

describe.each(Object.entries(routers))('%s routes', (_name, router) => {
  it.each(Object.entries(router as Record<string, AppRoute>))('%s has a summary and a success example that its reply schema accepts', (_route, route) => {
    expect(route.summary).toBeTruthy();
    const meta = routeMeta(route);
    expect(meta.example).not.toBeUndefined();
    expect(exampleIssues(route)).toEqual([]);
  });
});

describe('every route of the contract', () => {
  const withExample = allRoutes(contract).filter(({ route }) => routeMeta(route).example !== undefined);

  it('has success examples to check', () => {
    expect(withExample.length).toBeGreaterThan(80);
  });

  it.each(withExample.map(({ key, route }) => [key, route] as const))('%s: its success example is a valid reply', (_key, route) => {
    expect(exampleIssues(route)).toEqual([]);
  });
});
