import { randomUUID } from 'node:crypto';
import { type Request, Router } from 'express';
import { z } from 'zod';
import type { BlobInfo, DirectBlobStore } from '../blobs/blob-store.js';
import { dataContextFor } from '../context/data-context.js';
import type { DirectUploadSlot } from '../contract/stored-file.js';
import { AppError } from '../errors/app-error.js';
import { fileEmpty, fileLinkInvalid, fileNotFound, fileTooLarge } from '../errors/common-errors.js';
import { refuseOversizedImage } from '../errors/oversized-image.js';
import { parseBody } from '../errors/parse-body.js';
import { enforceLimit } from '../rate-limit/enforce-limit.js';
import { rateKey } from '../rate-limit/rate-key.js';
import { limits } from '../rate-limit/rate-limiter.js';
import { requireUser } from '../sessions/authenticate.js';
import { uploadedFileAnswer } from './file-answer.js';
import type { FileServices } from './file-services.js';
import { isImageType } from './sniff-image.js';
import { cleanFileName, contentTypeFor, maxUploadBytes } from './upload-rules.js';
import { checkSlot, signSlot } from './upload-slot-token.js';
import { checkUploadTarget } from './upload-target.js';

/** How long the browser may take to start its PUT; short, as the SAS is a key to the container. */
const slotSeconds = 5 * 60;
/** ... and to commit once the PUT is done (a 10 MB upload over a slow line). */
const commitSeconds = 30 * 60;

const slotRequest = z.object({
  name: z.string().max(1000),
  size: z.number().int().min(0),
  /** The browser's idea of the type: the SAS's Content-Type and extension; re-sniffed on commit. */
  type: z
    .string()
    .max(200)
    .regex(/^[\w.+-]+\/[\w.+-]+$/)
    .or(z.literal('')),
});

const query = (req: Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Uploads straight to the blob service (spec 001 section 7), when one is configured:
 * POST /api/files/slot?entity=&field=&recordId= {name, size, type} -> a create-only SAS for a
 * new blob of this organisation's container, and a token;
 * POST /api/files/commit {token} after the browser's PUT -> the bytes are checked as
 * POST /api/files checks them (size, sniffed type, images for Image fields) and the blob is
 * described; only then can a record name it and a link reach it.
 */
export function directUploadRoutes(services: FileServices, direct: DirectBlobStore): Router {
  const router = Router();

  router.post('/api/files/slot', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    await enforceLimit(
      services.rateLimiter,
      rateKey('file-upload', context.tenant.id, context.userId),
      limits.fileUploadsPerUser,
      res,
    );
    const target = await checkUploadTarget(services.pool, context, {
      entity: query(req, 'entity'),
      field: query(req, 'field'),
      recordId: query(req, 'recordId'),
    });
    const body = parseBody(slotRequest, req.body);
    if (body.size > maxUploadBytes) throw fileTooLarge();
    if (body.size === 0) throw fileEmpty();
    const id = randomUUID();
    const expires = Math.floor(Date.now() / 1000) + slotSeconds;
    const slot = await direct.uploadSlot(
      context.tenant.schemaName,
      id,
      body.type || 'application/octet-stream',
      new Date(expires * 1000),
    );
    const token = signSlot(await services.linkSecret, {
      tenantId: context.tenant.id,
      userId: context.userId,
      blobId: id,
      entity: target.entity,
      field: target.field,
      recordId: target.recordId,
      name: cleanFileName(body.name),
      expires: expires + commitSeconds,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json({ ...slot, token } satisfies DirectUploadSlot);
  });

  router.post('/api/files/commit', requireUser(), async (req, res) => {
    const context = await dataContextFor(req, services);
    const check = checkSlot(await services.linkSecret, (req.body as { token?: unknown } | undefined)?.token);
    if (!check.ok)
      throw new AppError(check.reason === 'expired' ? 'ERR_FILE_LINK_EXPIRED' : 'ERR_FILE_LINK_INVALID');
    const slot = check.claims;
    if (slot.tenantId !== context.tenant.id || slot.userId !== context.userId) throw fileLinkInvalid();
    const schema = context.tenant.schemaName;
    // the rights may have changed since the slot was handed out
    const target = await checkUploadTarget(services.pool, context, {
      entity: slot.entity,
      field: slot.field,
      recordId: slot.recordId ?? '',
    });
    const uploaded = await direct.uploaded(schema, slot.blobId);
    if (!uploaded) throw fileNotFound();
    if (uploaded.described) {
      // a commit repeated (a retry after a lost answer) answers the same
      const info = uploaded.described;
      if (info.createdBy !== context.userId) throw fileLinkInvalid();
      res.setHeader('Cache-Control', 'no-store');
      res.status(201).json(await uploadedFileAnswer(services, context.tenant, info));
      return;
    }
    const contentType = contentTypeFor(uploaded.head, slot.name);
    const refusal =
      uploaded.size === 0
        ? fileEmpty()
        : uploaded.size > maxUploadBytes
          ? fileTooLarge()
          : target.kind === 'image' && !isImageType(contentType)
            ? new AppError('ERR_FILE_NOT_IMAGE')
            : oversizedImage(uploaded.head, contentType, target.field);
    if (refusal) {
      await direct.discard(schema, slot.blobId);
      throw refusal;
    }
    const info: BlobInfo = {
      id: slot.blobId,
      name: slot.name,
      size: uploaded.size,
      contentType,
      entity: target.entity,
      field: target.field,
      recordId: target.recordId,
      createdBy: context.userId,
      createdOn: new Date().toISOString(),
    };
    const described = await direct.describe(schema, { ...info, storedAs: uploaded.storedAs });
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(await uploadedFileAnswer(services, context.tenant, described));
  });
  return router;
}

/** The refusal of an oversized image as a value, so the blob is discarded like the others. */
function oversizedImage(head: Uint8Array, contentType: string, field: string): AppError | null {
  try {
    refuseOversizedImage(head, contentType, field);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
