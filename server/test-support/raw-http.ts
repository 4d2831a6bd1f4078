import { connect } from 'node:net';

/**
 * Raw HTTP over a socket, for what inject() cannot reach: Node's request parser and Fastify's
 * router refusals happen before any injected request would start.
 */
/** Sends raw bytes and collects everything the server writes until it closes the connection. */
export function rawExchange(targetPort: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(targetPort, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close after: ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`));
    }, 5_000);
    socket.on('data', (c: Buffer) => chunks.push(c));
    // The server may close while a huge request is still being written: what it answered counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.write(request);
  });
}

/** The status line and JSON body of the last response in a raw exchange. */
export function lastResponse(raw: string): { statusLine: string; body: unknown } {
  const start = raw.lastIndexOf('HTTP/1.1 ');
  const response = raw.slice(start);
  const headerEnd = response.indexOf('\r\n\r\n');
  return { statusLine: response.slice(0, response.indexOf('\r\n')), body: JSON.parse(response.slice(headerEnd + 4)) as unknown };
}
