import type { TransportFault } from '@betsite/contracts/mock';
import type { Account } from '../accounts/account';
import type { Session } from '../accounts/sessions';
import type { AppContext } from '../composition/context';
import type { ParsedBodyMemo, RouteFacts, RouteOptions } from '../core/route-facts';
import type { GuardedRequest } from '../core/submission-guard';
import type { PipelineReply } from '../core/transport';
import type { TableRoute } from './route-table';

/**
 * One request of the fetch transport (transport.ts), as the pipeline and the handlers read it:
 * what core/transport.ts names, and what a handler reads besides (its path parameters, query,
 * protocol and host, as Fastify's request has them).
 */
export class FetchRequest implements GuardedRequest {
  readonly method: string;
  readonly url: string;
  readonly originalUrl: string;
  readonly headers: Record<string, string>;
  readonly ip: string;
  readonly is404: boolean;
  readonly routeOptions: RouteOptions;
  readonly route: TableRoute | null;
  readonly receivedAt: number;
  readonly protocol: string;
  readonly host: string;
  body: unknown = undefined;
  bodyText: string | null = null;
  routeFacts: RouteFacts | null = null;
  parsedBody: ParsedBodyMemo | null = null;
  world: AppContext = null as unknown as AppContext;
  encrypted = false;
  session: Session | undefined = undefined;
  account: Account | undefined = undefined;
  idempotencyTicket: number | undefined = undefined;
  params: Record<string, string> = {};

  constructor(init: { method: string; url: string; originalUrl: string; headers: Record<string, string>; ip: string; route: TableRoute | null; receivedAt: number; protocol: string }) {
    this.method = init.method;
    this.url = init.url;
    this.originalUrl = init.originalUrl;
    this.headers = init.headers;
    this.ip = init.ip;
    this.route = init.route;
    this.is404 = init.route === null;
    this.routeOptions = init.route === null ? {} : { url: init.route.path, config: { tsRestRoute: init.route.appRoute } };
    this.receivedAt = init.receivedAt;
    this.protocol = init.protocol;
    this.host = init.headers.host ?? '';
  }

  /** The query string as an object of texts (the contract's query schemas coerce what they need). */
  get query(): Record<string, string> {
    const at = this.url.indexOf('?');
    return at < 0 ? {} : Object.fromEntries(new URLSearchParams(this.url.slice(at + 1)));
  }
}

/** A reply held until the transport sends it: status, headers, the payload a stage or handler sent. */
export class BufferedReply implements PipelineReply {
  status = 200;
  sent = false;
  /** What a stage sent (a refusal's envelope), before it is serialised. */
  sentPayload: unknown = undefined;
  /** The body as it leaves (after the stage before send). */
  payload: string | Uint8Array | null = null;
  /** A QA transport fault to answer instead of a reply. */
  fault: { fault: TransportFault; envelope: () => string } | null = null;
  /** Told when a stage answers (the transport waits on the stage before the handler). */
  onSent: (() => void) | null = null;
  private readonly headers = new Map<string, string>();

  header(name: string, value: string): this {
    this.headers.set(name.toLowerCase(), value);
    return this;
  }
  hasHeader(name: string): boolean {
    return this.headers.has(name.toLowerCase());
  }
  code(status: number): this {
    this.status = status;
    return this;
  }
  send(payload?: unknown): this {
    this.sentPayload = payload;
    this.sent = true;
    this.onSent?.();
    return this;
  }
  /** The reply taken out of the pipeline's hands: the transport answers the fault instead. */
  takeFault(fault: { fault: TransportFault; envelope: () => string }): void {
    this.fault = fault;
    this.sent = true;
    this.onSent?.();
  }
  headerList(): [string, string][] {
    return [...this.headers];
  }
}
