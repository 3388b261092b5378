import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The plainest HTTP service of a query: node:http with no framework, no session, no checks,
 * running the SQL it is handed and answering its rows as JSON. Not a baseline of the targets
 * (those are against raw SQL): it shows how much of the API's time any HTTP answer costs here.
 */
export async function startPlainHttp(
  answer: () => Promise<unknown>,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      answer().then(
        (rows) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(rows));
        },
        () => {
          res.statusCode = 500;
          res.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
