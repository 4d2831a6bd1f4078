import type { TransportFault } from '@betsite/contracts/mock';
import type { Account } from '../accounts/account';
import type { Session } from '../accounts/sessions';
import type { AppContext } from '../composition/context';
import type { RequestHeaders } from '../lib/http-headers';
import type { ParsedBodyMemo, RouteFacts, RouteOptions } from './route-facts';

/**
 * What the request pipeline (pipeline.ts) reads of a request and writes on it, whatever carried
 * it. Fastify's request is one as it is (plugins/ declare the written fields on it and decorate
 * them), so the server's path pays for no copy; another transport makes one object like it per
 * request.
 */
export interface PipelineRequest {
  readonly method: string;
  /** The path and query routed: an encrypted call's opened path (wire.ts). */
  readonly url: string;
  /** The url as it came, before the wire opened it. */
  readonly originalUrl: string;
  readonly headers: RequestHeaders;
  /** The body as parsed (undefined: none came); an encrypted call's is replaced by the opened one. */
  body: unknown;
  /** The body's JSON text as read (decrypted for an encrypted call): the journal keeps it. */
  bodyText: string | null;
  /** The caller's address (behind trusted proxies, the client they name): every per-address rule reads it. */
  readonly ip: string;
  /** No route answers this method at this address. */
  readonly is404: boolean;
  /** The matched route's path pattern and config, as the transport's router keeps them (route-facts.ts reads them once). */
  readonly routeOptions: RouteOptions;
  routeFacts: RouteFacts | null;
  parsedBody: ParsedBodyMemo | null;
  /**
   * The world this request runs in, resolved on arrival (world-entry.ts); null only for a request
   * the transport refused before the pipeline saw it.
   */
  world: AppContext;
  /** The request came on the encrypted path: its body was sealed and its reply will be. */
  encrypted: boolean;
  /** The signed-in player, on a contract route with a valid token (session.ts). */
  session: Session | undefined;
  account: Account | undefined;
  /** performance.now() when the transport took the request (the journal's duration); 0 for one refused before. */
  receivedAt: number;
}

/** What the pipeline writes to a reply. Fastify's reply is one as it is. */
export interface PipelineReply {
  header(name: string, value: string): unknown;
  code(status: number): PipelineReply;
  /** Answers with `payload` (an envelope, an object sent as JSON); the transport's reply stages then run. */
  send(payload?: unknown): unknown;
  /** Whether an answer was sent (or taken out of the transport's hands). */
  readonly sent: boolean;
}

/**
 * How a transport answers a QA transport fault (a reset, a closed connection, a malformed or
 * dribbled reply: qa/transport-faults.ts on Node's HTTP); `envelope` is the forced envelope's text.
 */
export type FaultSender<Req extends PipelineRequest, Rep extends PipelineReply> = (fault: TransportFault, request: Req, reply: Rep, envelope: () => string) => void;
