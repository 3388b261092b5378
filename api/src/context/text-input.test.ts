import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../config/paths.js';
import { isAppError } from '../errors/app-error.js';
import { jsonBody, requestText } from './text-input.js';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Runs a middleware on a fake request; answers the error it passed on, if any. */
function run(handler: express.RequestHandler, req: Record<string, unknown>): Promise<unknown> {
  return new Promise((resolve) => handler(req as never, {} as never, (error?: unknown) => resolve(error)));
}

describe('text input', () => {
  it('is the only place request bodies are parsed as JSON or forms, so no route can skip the text rule', () => {
    const root = path.join(repositoryRoot, 'api', 'src');
    const parsers = sourceFiles(root)
      .filter((file) => file !== path.join(root, 'context', 'text-input.ts'))
      .filter((file) => /express\.(json|urlencoded|text)\(|body-parser/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(parsers).toEqual([]);
  });

  it('refuses a NUL or a lone surrogate in the path or the query, naming where', async () => {
    const check = requestText();
    const field = async (req: Record<string, unknown>) => {
      const error = await run(check, req);
      return isAppError(error) ? [error.code, error.details.field, error.params.reason] : error;
    };
    expect(await field({ path: '/api/x/a%00b', query: {} })).toEqual(['ERR_VALIDATION', 'url', 'text']);
    expect(await field({ path: '/api/x', query: { before: 'a\u0000' } })).toEqual([
      'ERR_VALIDATION',
      'before',
      'text',
    ]);
    expect(await field({ path: '/api/x', query: { list: ['ok', '\ud800'] } })).toEqual([
      'ERR_VALIDATION',
      'list.1',
      'text',
    ]);
    // not valid percent-encoding: left to Express, which answers 400 itself
    expect(await field({ path: '/api/x/%E0%A4%A', query: {} })).toBeUndefined();
    expect(await field({ path: '/api/x/%C3%A9t%C3%A9', query: { q: 'été 😀' } })).toBeUndefined();
  });

  it('refuses a JSON body with an offending key or value, naming its path', async () => {
    const app = express();
    app.use(jsonBody({ limit: '1kb' }));
    app.post('/', (_req, res) => res.json({ ok: true }));
    app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
      res.status(400).json(isAppError(error) ? error.details : { other: true }),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const post = async (body: string) => {
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return [res.status, await res.json()];
    };
    try {
      expect(await post('{"person":"a\\u0000b"}')).toEqual([400, { field: 'person' }]);
      expect(await post('{"items":[{"name":"\\ud800"}]}')).toEqual([400, { field: 'items.0.name' }]);
      expect(await post('{"k\\u0000":1}')).toEqual([400, { field: 'k\uFFFD' }]);
      expect(await post('"\\udc00"')).toEqual([400, { other: true }]);
      expect(await post('{"name":"😀 \\ud83d\\ude00","n":1e308}')).toEqual([200, { ok: true }]);
    } finally {
      server.close();
    }
  });
});
