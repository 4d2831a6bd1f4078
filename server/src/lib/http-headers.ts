/**
 * A request's headers as a transport hands them over: names in lower case, a header sent more
 * than once possibly as a list (Node's IncomingHttpHeaders is one such record; a fetch `Headers`
 * is turned into one).
 */
export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;
