import express, { type Request, Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { invalidField, viewAsReadOnly } from '../../errors/common-errors.js';
import { parseBody } from '../../errors/parse-body.js';
import { requireUser } from '../../sessions/authenticate.js';
import { guardedFetch } from '../outbound/guarded-fetch.js';
import { graphRetry, retryWait } from './graph-client.js';
import {
  createFolder,
  createUploadSession,
  deleteItem,
  downloadUrl,
  listChildren,
  renameItem,
  shapeItem,
  simpleUploadMaxBytes,
  uploadSmall,
} from './graph-drive.js';
import { graphFailure } from './graph-failure.js';
import {
  configured,
  graphFor,
  type MicrosoftRouteDependencies,
  ownerOf,
  requireFeature,
  withinMicrosoftLimit,
} from './microsoft-context.js';
import { microsoftFailed } from './microsoft-errors.js';
import { createTokenSealer } from './token-crypto.js';

/** A file or folder name OneDrive accepts: no path separators or reserved characters. */
const itemName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[^"*:<>?/\\|]+$/, 'a name without " * : < > ? / \\ |')
  .refine((name) => name !== '.' && name !== '..', 'not . or ..');
const folderPath = z.array(itemName).max(50);
/** Graph item ids: letters, digits and a few separators, nothing that changes the URL. */
const itemId = z.string().regex(/^[A-Za-z0-9!._-]{1,200}$/);
/** Upload pieces: a multiple of 320 KiB, as Graph asks (the last one may be shorter). */
export const uploadPieceBytes = 320 * 1024 * 16;
const maxFileBytes = 250 * 1024 * 1024;

/** A path given in the query string as JSON (an array of folder names). */
function pathFromQuery(req: Request): string[] {
  let value: unknown = [];
  try {
    value = JSON.parse(String((req.query as Record<string, unknown>).path ?? '[]'));
  } catch {
    value = null;
  }
  return parseBody(folderPath, value);
}

/**
 * OneDrive for the cloud files panel (spec 002 section 7), through Graph on the server:
 *   GET    /api/azure/drive/children?path=["a","b"]&filter=x  {items} or {items: null}
 *   POST   /api/azure/drive/folders        {path, name}   (a taken name is renamed)
 *   PATCH  /api/azure/drive/items/{id}     {name}
 *   DELETE /api/azure/drive/items/{id}
 *   PUT    /api/azure/drive/content?path=&name=   the file's bytes (up to 4 MB)
 *   POST   /api/azure/drive/uploads        {path, name, size} -> {upload}  (an upload session)
 *   PUT    /api/azure/drive/uploads?upload=  one piece, with Content-Range; the item when done
 *   GET    /api/azure/drive/items/{id}/download  {url}: Microsoft's short-lived download URL
 * The upload session's URL goes to the browser sealed (token-crypto.ts, bound to the user), so
 * any API process can carry on an upload and no one can make us PUT to a URL of their own.
 */
export function driveRoutes(deps: MicrosoftRouteDependencies): Router {
  const router = Router();
  const limited = [requireUser(), withinMicrosoftLimit(deps)];
  const run = async <T>(
    req: Request,
    call: string,
    work: (client: Awaited<ReturnType<typeof graphFor>>) => Promise<T>,
  ) => {
    const client = await graphFor(deps, req, 'files');
    try {
      return await work(client);
    } catch (error) {
      throw graphFailure(error, req.context.logger, call);
    }
  };
  const writable = (req: Request) => {
    if (req.context.principal?.viewAs) throw viewAsReadOnly();
  };
  const sealer = () => createTokenSealer(`upload:${configured(deps).settings.tokenKey}`);

  router.get('/api/azure/drive/children', ...limited, async (req, res) => {
    const path = pathFromQuery(req);
    const filterText = (req.query as Record<string, unknown>).filter;
    const filter = filterText === undefined ? undefined : parseBody(z.string().max(255), filterText);
    res.setHeader('Cache-Control', 'no-store');
    const listing = await run(req, 'children', (client) => listChildren(client, path, filter || undefined));
    // items null: the folder does not exist
    res.json({ items: listing?.items ?? null, more: listing?.more ?? false });
  });
  router.post('/api/azure/drive/folders', ...limited, async (req, res) => {
    writable(req);
    const body = parseBody(z.object({ path: folderPath, name: itemName }).strict(), req.body);
    res
      .status(201)
      .json(await run(req, 'create folder', (client) => createFolder(client, body.path, body.name)));
  });
  router.patch('/api/azure/drive/items/:id', ...limited, async (req, res) => {
    writable(req);
    const id = parseBody(itemId, req.params.id);
    const { name } = parseBody(z.object({ name: itemName }).strict(), req.body);
    res.json(await run(req, 'rename', (client) => renameItem(client, id, name)));
  });
  router.delete('/api/azure/drive/items/:id', ...limited, async (req, res) => {
    writable(req);
    const id = parseBody(itemId, req.params.id);
    await run(req, 'delete', (client) => deleteItem(client, id));
    res.json({ ok: true });
  });
  router.get('/api/azure/drive/items/:id/download', ...limited, async (req, res) => {
    const id = parseBody(itemId, req.params.id);
    const url = await run(req, 'download', (client) => downloadUrl(client, id));
    if (!url) throw new AppError('ERR_MICROSOFT_ITEM_NOT_FOUND');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ url });
  });
  router.put(
    '/api/azure/drive/content',
    ...limited,
    express.raw({ type: () => true, limit: simpleUploadMaxBytes }),
    async (req, res) => {
      writable(req);
      const path = pathFromQuery(req);
      const name = parseBody(itemName, (req.query as Record<string, unknown>).name);
      const content = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.status(201).json(await run(req, 'upload', (client) => uploadSmall(client, path, name, content)));
    },
  );
  router.post('/api/azure/drive/uploads', ...limited, async (req, res) => {
    writable(req);
    const body = parseBody(
      z
        .object({ path: folderPath, name: itemName, size: z.number().int().min(1).max(maxFileBytes) })
        .strict(),
      req.body,
    );
    const uploadUrl = await run(req, 'createUploadSession', (client) =>
      createUploadSession(client, body.path, body.name),
    );
    const owner = ownerOf(deps, req);
    const sealed = sealer().seal(JSON.stringify({ uploadUrl, size: body.size }), owner.userId);
    res.json({ upload: sealed.toString('base64url'), pieceBytes: uploadPieceBytes });
  });
  router.put(
    '/api/azure/drive/uploads',
    ...limited,
    express.raw({ type: () => true, limit: uploadPieceBytes }),
    async (req, res) => {
      writable(req);
      const owner = ownerOf(deps, req);
      const token = parseBody(z.string().max(4000), (req.query as Record<string, unknown>).upload);
      const opened = sealer().open(Buffer.from(token, 'base64url'), owner.userId);
      if (!opened) throw invalidField('upload', 'not an upload of yours');
      const { uploadUrl, size } = JSON.parse(opened) as { uploadUrl: string; size: number };
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers['content-range'] ?? ''));
      const piece = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!range || Number(range[3]) !== size || Number(range[2]) - Number(range[1]) + 1 !== piece.length)
        throw invalidField('Content-Range', 'bytes from-to/size of this piece');
      const { identity } = await requireFeature(deps, req, 'files');
      // the session URL is pre-authenticated: Graph refuses a bearer token there
      // the same bounded retry of 429 and 5xx as every other Graph call (graph-client.ts)
      let answer: Response | null = null;
      for (let attempt = 0; attempt < graphRetry.attempts; attempt++) {
        answer = await guardedFetch(deps.guard, uploadUrl, {
          method: 'PUT',
          headers: {
            'Content-Range': String(req.headers['content-range']),
            'Content-Type': 'application/octet-stream',
          },
          body: piece,
          timeoutMs: 60_000,
          ...(identity.settings.ca ? { ca: identity.settings.ca } : {}),
        }).catch((error: unknown) => {
          throw graphFailure(error, req.context.logger, 'upload piece');
        });
        if (!(answer.status === 429 || answer.status >= 500) || attempt + 1 >= graphRetry.attempts) break;
        const wait = retryWait(answer.headers.get('Retry-After'), attempt);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      if (!answer) throw microsoftFailed();
      const text = await answer.text();
      if (answer.status === 202) return void res.json({ done: false });
      if (answer.status === 200 || answer.status === 201)
        return void res.json({ done: true, item: shapeItem(JSON.parse(text)) });
      throw graphFailure(
        { statusCode: answer.status, message: text.slice(0, 300) },
        req.context.logger,
        'upload piece',
      );
    },
  );
  return router;
}
