import { randomUUID } from 'node:crypto';
import { type Request, Router } from 'express';
import { z } from 'zod';
import type { BlobInfo } from '../blobs/blob-store.js';
import { type DataContext, dataContextFor } from '../context/data-context.js';
import type { LocalDriveLink, LocalDriveListing, LocalDriveSettings } from '../contract/local-drive.js';
import { runTransaction } from '../db/transaction.js';
import { AppError } from '../errors/app-error.js';
import { parseBody } from '../errors/parse-body.js';
import { decodeFileName } from '../files/file-name-header.js';
import { type FileServices, linkPurpose } from '../files/file-routes.js';
import { signedFileUrl } from '../files/signed-file-url.js';
import { uploadBody } from '../files/upload-body.js';
import { cleanFileName, contentTypeFor } from '../files/upload-rules.js';
import { enforceLimit } from '../rate-limit/enforce-limit.js';
import { rateKey } from '../rate-limit/rate-key.js';
import { limits } from '../rate-limit/rate-limiter.js';
import { requireUser } from '../sessions/authenticate.js';
import { folderNotFound } from './drive-errors.js';
import {
  deleteItem,
  fileBlobId,
  findFolder,
  findItem,
  freeName,
  insertItem,
  listChildren,
  lockDrive,
  renameItem,
} from './drive-items.js';
import { driveName, parseDrivePath } from './drive-path.js';
import { type DriveScope, driveScope } from './drive-scope.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const nameBody = z.object({ name: z.string().max(1000) }).strict();
/** Blobs of drive files name this as their field: no record field holds them, so no field link reaches them. */
const driveBlobField = 'inu_driveitem';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function itemIdOf(req: Request): string {
  const id = String(req.params.itemId);
  if (!uuidPattern.test(id)) throw new AppError('ERR_DRIVE_ITEM_NOT_FOUND', {}, { id: id.slice(0, 80) });
  return id;
}

async function scopeOf(
  req: Request,
  services: FileServices,
  operation: 'read' | 'update',
): Promise<{ context: DataContext; scope: DriveScope }> {
  const context = await dataContextFor(req, services);
  const scope = await driveScope(
    services.pool,
    context,
    String(req.params.entity),
    String(req.params.recordId),
    operation,
  );
  return { context, scope };
}

/**
 * The local drive of the Cloud files panel (issue 24), one drive per record: its files are
 * blobs in the tenant's blob store, its tree is inu_driveitem rows. Reading needs read on the
 * record, changing needs update (drive-scope.ts). Downloads go through the file routes' signed
 * links (GET /api/files/{blobId}?org=&exp=&sig=), handed out only to readers of the record.
 *
 * GET    /api/drive/settings                              which drive, whether online viewers are on
 * GET    /api/drive/{entity}/{id}/children?path=&filter=
 * POST   /api/drive/{entity}/{id}/folders?path=          {name}    (a taken name is numbered)
 * POST   /api/drive/{entity}/{id}/files?path=            raw body, X-File-Name
 * PATCH  /api/drive/{entity}/{id}/items/{itemId}         {name}    (a taken name is a conflict)
 * DELETE /api/drive/{entity}/{id}/items/{itemId}                   (a folder with its contents)
 * GET    /api/drive/{entity}/{id}/items/{itemId}/link?for=viewer   (for=viewer: a 10-minute link)
 */
export function driveRoutes(services: FileServices, settings: { onlineViewers: boolean }): Router {
  const router = Router();
  const base = '/api/drive/:entity/:recordId';

  // what the panel and File fields may offer: the online viewers need a site the internet reaches
  router.get('/api/drive/settings', requireUser(), (_req, res) => {
    const answer: LocalDriveSettings = { provider: 'local', onlineViewers: settings.onlineViewers };
    res.json(answer);
  });

  router.get(`${base}/children`, requireUser(), async (req, res) => {
    const { scope } = await scopeOf(req, services, 'read');
    const path = parseDrivePath(req.query.path);
    const filter = text(req.query.filter).slice(0, 200);
    const folderId = await findFolder(services.pool, scope, path);
    const listing: LocalDriveListing = folderId
      ? { exists: true, ...(await listChildren(services.pool, scope, folderId, filter)) }
      : { exists: false, items: [], more: false };
    res.json(listing);
  });

  router.post(`${base}/folders`, requireUser(), async (req, res) => {
    const { context, scope } = await scopeOf(req, services, 'update');
    const path = parseDrivePath(req.query.path);
    const name = driveName(parseBody(nameBody, req.body).name);
    const item = await runTransaction(services.pool, async (trx) => {
      await lockDrive(trx, scope);
      const parentId = await findFolder(trx, scope, path);
      if (!parentId) throw folderNotFound(path);
      const free = await freeName(trx, scope, parentId, name);
      return insertItem(trx, scope, { parentId, name: free, userId: context.userId });
    });
    res.status(201).json(item);
  });

  router.post(
    `${base}/files`,
    requireUser(),
    async (req, res, next) => {
      const { context, scope } = await scopeOf(req, services, 'update');
      const key = rateKey('file-upload', context.tenant.id, context.userId);
      await enforceLimit(services.rateLimiter, key, limits.fileUploadsPerUser, res);
      const path = parseDrivePath(req.query.path);
      // the name and the folder are checked before a byte of the body is read
      const name = driveName(cleanFileName(decodeFileName(req.get('x-file-name'))));
      if (!(await findFolder(services.pool, scope, path))) throw folderNotFound(path);
      res.locals.drive = { context, scope, path, name };
      next();
    },
    uploadBody(),
    async (req, res) => {
      const { context, scope, path, name } = res.locals.drive as {
        context: DataContext;
        scope: DriveScope;
        path: string[];
        name: string;
      };
      const data = req.body as Buffer;
      const info: BlobInfo = {
        id: randomUUID(),
        name,
        size: data.length,
        contentType: contentTypeFor(data, name),
        entity: scope.entity,
        field: driveBlobField,
        recordId: scope.recordId,
        createdBy: context.userId,
        createdOn: new Date().toISOString(),
      };
      await services.blobs.put(scope.schema, info, data);
      const item = await runTransaction(services.pool, async (trx) => {
        await lockDrive(trx, scope);
        const parentId = await findFolder(trx, scope, path);
        if (!parentId) throw folderNotFound(path);
        const free = await freeName(trx, scope, parentId, name);
        return insertItem(trx, scope, {
          parentId,
          name: free,
          userId: context.userId,
          file: { blobId: info.id, size: info.size, contentType: info.contentType },
        });
      });
      res.status(201).json(item);
    },
  );

  router.patch(`${base}/items/:itemId`, requireUser(), async (req, res) => {
    const { context, scope } = await scopeOf(req, services, 'update');
    const itemId = itemIdOf(req);
    const name = driveName(parseBody(nameBody, req.body).name);
    const item = await runTransaction(services.pool, async (trx) => {
      await lockDrive(trx, scope);
      return renameItem(trx, scope, itemId, name, context.userId);
    });
    res.json(item);
  });

  router.delete(`${base}/items/:itemId`, requireUser(), async (req, res) => {
    const { scope } = await scopeOf(req, services, 'update');
    const itemId = itemIdOf(req);
    await runTransaction(services.pool, async (trx) => {
      await lockDrive(trx, scope);
      await deleteItem(trx, scope, itemId);
    });
    res.status(204).end();
  });

  router.get(`${base}/items/:itemId/link`, requireUser(), async (req, res) => {
    const { context, scope } = await scopeOf(req, services, 'read');
    const itemId = itemIdOf(req);
    const [item, blobId] = await Promise.all([
      findItem(services.pool, scope, itemId),
      fileBlobId(services.pool, scope, itemId),
    ]);
    const { url, expires } = signedFileUrl(
      await services.linkSecret,
      context.tenant,
      blobId,
      linkPurpose(req),
    );
    const link: LocalDriveLink = { url, name: item.name, expires };
    res.setHeader('Cache-Control', 'no-store');
    res.json(link);
  });
  return router;
}
