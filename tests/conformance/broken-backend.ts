import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A backend that answers login wrong on purpose, for the runner's own test: `userId` comes back as
 * a string where the contract says a number. Bad input still answers 6007, so the 6007 check of
 * login passes; there is no QA API, so the forced-code checks are skipped. With `loginDown`, every
 * valid login answers 6005, so the suite's login before its checks fails.
 */
export async function startBrokenBackend(opts: { loginDown?: boolean } = {}): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const reply = (status_code: number, data: unknown, message: string) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status_code, data, message }));
      };
      if (req.method === 'POST' && req.url === '/site/api/v1/user/login') {
        const body = JSON.parse(text || '{}') as { name?: unknown; password?: unknown };
        if (typeof body.name !== 'string' || typeof body.password !== 'string') return reply(6007, null, '请求参数错误');
        if (opts.loginDown) return reply(6005, null, '服务开小差了，请稍后重试');
        return reply(6000, { token: 'stub-token', userId: 'seven' }, '成功');
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not here');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
