import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { type Request, type Response, Router } from 'express';
import type { BlobInfo } from '../blobs/blob-store.js';
import { directStoreOf } from '../blobs/routed-blob-store.js';
import { dataContextFor } from '../context/data-context.js';
import { AppError } from '../errors/app-error.js';
import { fileLinkInvalid, fileNotFound } from '../errors/common-errors.js';
import { refuseOversizedImage } from '../errors/oversized-image.js';
import { enforceLimit } from '../rate-limit/enforce-limit.js';
import { rateKey } from '../rate-limit/rate-key.js';
import { limits } from '../rate-limit/rate-limiter.js';
import { requireUser } from '../sessions/authenticate.js';
import { contentDisposition } from './content-disposition.js';
import { directUploadRoutes } from './direct-upload-routes.js';
import { uploadedFileAnswer } from './file-answer.js';
import { decodeFileName } from './file-name-header.js';
import type { FileServices } from './file-services.js';
import { mayLinkTo } from './link-access.js';
import { checkLink } from './signed-url.js';
import { isImageType } from './sniff-image.js';
import { uploadBody } from './upload-body.js';
import { cleanFileName, contentTypeFor, servedInline } from './upload-rules.js';
import { checkUploadTarget, type UploadTarget } from './upload-target.js';

export type { FileServices } from './file-services.js';

const query = (req: Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value : '';
};

/**
 * POST /api/files?entity=&field=&recordId=: the raw file as the body, its name in the
 * X-File-Name header (percent-encoded UTF-8). Answers 201 with the stored file and a link.
 * GET /api/files/{id}/link?entity=&field=&recordId=: a fresh link to a file the user can reach.
 * GET /api/files/{id}?org=&exp=&sig=: the file itself; the signature is the permission, so an
 * <img> can show it without the access-token header.
 */
export function fileRoutes(services: FileServices): Router {
  const router = Router();
  const direct = directStoreOf(services.blobs);
  if (direct) router.use(directUploadRoutes(services, direct));

  router.post(
    '/api/files',
    requireUser(),
    async (req, res, next) => {
      const context = await dataContextFor(req, services);
      const key = rateKey('file-upload', context.tenant.id, context.userId);
      await enforceLimit(services.rateLimiter, key, limits.fileUploadsPerUser, res);
      res.locals.uploadTarget = await checkUploadTarget(services.pool, context, {
        entity: query(req, 'entity'),
        field: query(req, 'field'),
        recordId: query(req, 'recordId'),
      });
      next();
    },
    // the body is read only once the caller is known to be allowed to send it
    uploadBody(),
    async (req, res) => {
      const { tenant, principal } = req.context as Required<Request['context']>;
      const target = res.locals.uploadTarget as UploadTarget;
      const data = req.body as Buffer;
      const name = cleanFileName(decodeFileName(req.get('x-file-name')));
      const contentType = contentTypeFor(data, name);
      if (target.kind === 'image' && !isImageType(contentType)) throw new AppError('ERR_FILE_NOT_IMAGE');
      refuseOversizedImage(data, contentType, target.field);
      const info: BlobInfo = {
        id: randomUUID(),
        name,
        size: data.length,
        contentType,
        entity: target.entity,
        field: target.field,
        recordId: target.recordId,
        createdBy: principal.userId,
        createdOn: new Date().toISOString(),
      };
      await services.blobs.put(tenant.schemaName, info, data);
      // the answer carries a signed link: no cache keeps it
      res.setHeader('Cache-Control', 'no-store');
      res.status(201).json(await uploadedFileAnswer(services, tenant, info));
    },
  );

  router.get('/api/files/:id/link', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    const info = await services.blobs.info(context.tenant.schemaName, String(req.params.id));
    const through = {
      entity: query(req, 'entity'),
      field: query(req, 'field'),
      recordId: query(req, 'recordId'),
    };
    if (!info || !(await mayLinkTo(services.pool, context, info, through))) throw fileNotFound();
    res.setHeader('Cache-Control', 'no-store');
    res.json(await uploadedFileAnswer(services, context.tenant, info, linkPurpose(req)));
  });

  router.get('/api/files/:id', async (req, res) => {
    await serveBlob(services, req, res);
  });
  return router;
}

/** ?for=viewer asks for a link an online document viewer fetches: minutes, not an hour. */
export function linkPurpose(req: Request): 'app' | 'viewer' {
  return req.query.for === 'viewer' ? 'viewer' : 'app';
}

/**
 * The request's tenant (from the Host, or the org parameter on the bare domain) is part of the
 * signed text, so a link of tenant A checked on tenant B's host fails like a forged one; the
 * blob is also looked up only in the request tenant's own folder.
 */
async function serveBlob(services: FileServices, req: Request, res: Response): Promise<void> {
  const tenant = req.context.tenant;
  const id = String(req.params.id);
  if (!tenant) throw fileLinkInvalid();
  const check = checkLink(
    await services.linkSecret,
    { tenantId: tenant.id, blobId: id, expires: query(req, 'exp') || undefined },
    query(req, 'sig') || undefined,
  );
  if (check === 'invalid') throw fileLinkInvalid();
  if (check === 'expired') throw new AppError('ERR_FILE_LINK_EXPIRED');
  const info = await services.blobs.info(tenant.schemaName, id);
  const stream = info && (await services.blobs.open(tenant.schemaName, id));
  if (!info || !stream) throw fileNotFound();

  const secondsLeft = Math.max(0, Number(query(req, 'exp')) - Math.floor(Date.now() / 1000));
  res.status(200);
  res.setHeader('Content-Type', info.contentType);
  res.setHeader('Content-Length', String(info.size));
  res.setHeader(
    'Content-Disposition',
    contentDisposition(servedInline(info.contentType) ? 'inline' : 'attachment', info.name),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // opened directly, a file is a document of our origin: it may run nothing and load nothing
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', `private, max-age=${Math.min(secondsLeft, 3600)}, immutable`);
  try {
    await pipeline(stream, res);
  } catch (error) {
    // the client went away, or the disk failed mid-way: nothing more can be said on this response
    if (!res.headersSent) throw error;
    req.context.logger.warn({ err: error, blob: id }, 'file download interrupted');
  }
}
