import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@ts-rest/core';
import type { z } from 'zod';
import { routeMeta } from '../route';
import { siteContract } from './site';
import { activityContract } from './activity';
import { feedbackContract } from './feedback';
import { letterContract } from './letter';

/** The OpenAPI success example of every site, activity, feedback and letter route is a valid reply. */
const routers = { site: siteContract, activity: activityContract, feedback: feedbackContract, letter: letterContract };

describe.each(Object.entries(routers))('%s routes', (_name, router) => {
  it.each(Object.entries(router as Record<string, AppRoute>))('%s has a summary and a success example that its reply schema accepts', (_route, route) => {
    expect(route.summary).toBeTruthy();
    const meta = routeMeta(route);
    expect(meta.example).not.toBeUndefined();
    const reply = (route.responses as Record<number, z.ZodTypeAny>)[200];
    const parsed = reply?.safeParse({ status_code: 6000, data: meta.example, message: '成功' });
    expect(parsed?.error?.issues ?? []).toEqual([]);
  });
});
