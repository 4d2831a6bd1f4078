import type { z } from 'zod';
import type { AppRoute } from '@ts-rest/core';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { createQaClient, type QaClient } from '@betsite/contracts/qa-client';
import { createQaControls, type QaControls } from '@betsite/contracts/qa-world';
import type { Target } from '../target';
import { expectDocumented, replySummary, send, type Mode, type Reply } from '../transport';
import { sampleFor } from '../samples';

/** The route key of each contract route (`payment.pay`), for the messages. */
const KEY_OF_ROUTE = new Map<AppRoute, string>(allRoutes(contract).map(({ key, route }) => [route, key]));
export const keyOf = (route: AppRoute): string => KEY_OF_ROUTE.get(route) ?? route.path;

/** What a route answers in `data` on success, as its contract types it. */
export type ContractRoute = AppRoute & { responses: { 200: z.ZodTypeAny } };
export type SuccessData<R extends ContractRoute> = Extract<z.infer<R['responses'][200]>, { status_code: 6000 }>['data'];

/** Who a call speaks for, when not the suite's own session: another account's token, the account's own device. */
export interface Caller {
  token?: string;
  device?: string;
}

/** The suite's session on the backend (or in a sandbox): the demo account logged in. */
export interface Session {
  token: string;
  userId: number;
}

/** The suite's account logging in afresh from its own device (no captcha, no new-device check): the request. */
export function suiteLogin(target: Target): { input: unknown; caller: Caller } {
  return { input: sampleFor('auth.login', contract.auth.login, target), caller: { device: target.credentials.device } };
}

/** A set-up step that did not get its success: the check fails with it, naming the step and its reply. */
export class StepFailed extends Error {}

/**
 * The set-up of a success check: calls through the product API in the check's mode (each reply held
 * to the document like the check's own) and, when the backend has it, the QA API. In a sandbox
 * (`x-mock-session`) every call, product and QA, acts on that world alone.
 */
export class Steps {
  /** The QA control API, for the recipes that declare they need it (only those are run with one). */
  readonly qa: QaClient;
  /** The same QA API's controls (the outbox, the clock), each call's 200 body or a failure naming it. */
  readonly controls: QaControls;

  constructor(
    readonly target: Target,
    readonly mode: Mode,
    readonly session: Session,
    readonly sandbox?: string,
  ) {
    this.qa = createQaClient({ baseUrl: target.qaUrl, sandbox });
    this.controls = createQaControls(this.qa);
  }

  /** One call, its reply as it came (the check reads it). */
  call(route: AppRoute, input: unknown, caller: Caller = {}): Promise<Reply> {
    return send(this.target, route, input, {
      mode: this.mode,
      token: caller.token ?? this.session.token,
      ...(caller.device ? { device: caller.device } : {}),
      ...(this.sandbox ? { qaSession: this.sandbox } : {}),
    });
  }

  /** A set-up call that must succeed: its data, or the step's failure with the reply. */
  async data<R extends ContractRoute>(route: R, input: unknown, caller: Caller = {}): Promise<SuccessData<R>> {
    const reply = await this.call(route, input, caller);
    try {
      expectDocumented(reply);
    } catch (error) {
      throw new StepFailed(`set-up step ${keyOf(route)}: ${(error as Error).message}`);
    }
    if (reply.body.status_code !== 6000) throw new StepFailed(`set-up step ${keyOf(route)} answered ${replySummary(reply)}`);
    return reply.body.data;
  }

  /** The suite's account logged in afresh (suiteLogin), in the steps' world. */
  async logIn(): Promise<Session> {
    const { input, caller } = suiteLogin(this.target);
    const { token, userId } = await this.data(contract.auth.login, input, caller);
    return { token, userId };
  }
}
