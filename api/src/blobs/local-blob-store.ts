import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { blobIdPattern } from '../contract/stored-file.js';
import type { BlobInfo, BlobStore } from './blob-store.js';

const schemaPattern = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Blobs as files: `{root}/{tenant schema}/{first two id characters}/{id}` with `{id}.json`
 * beside it. Every path is built from a checked schema name and a server-generated id, never
 * from anything a client chose; the two-character folders keep any one folder small.
 */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async put(tenantSchema: string, info: BlobInfo, data: Buffer): Promise<void> {
    const file = this.pathOf(tenantSchema, info.id);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under temporary names and renamed, data before description: a blob whose
    // description exists is complete, even after a crash half-way.
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, file);
      await writeFile(`${temporary}.json`, JSON.stringify(info), { flag: 'wx' });
      await rename(`${temporary}.json`, `${file}.json`);
    } catch (error) {
      await rm(temporary, { force: true });
      await rm(`${temporary}.json`, { force: true });
      throw error;
    }
  }

  async info(tenantSchema: string, id: string): Promise<BlobInfo | null> {
    if (!blobIdPattern.test(id)) return null;
    try {
      return JSON.parse(await readFile(`${this.pathOf(tenantSchema, id)}.json`, 'utf8')) as BlobInfo;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async open(tenantSchema: string, id: string): Promise<Readable | null> {
    if (!blobIdPattern.test(id)) return null;
    try {
      // open first, so a missing file is a null here rather than an error mid-response
      const handle = await open(this.pathOf(tenantSchema, id), 'r');
      return handle.createReadStream({ autoClose: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private pathOf(tenantSchema: string, id: string): string {
    if (!schemaPattern.test(tenantSchema)) throw new Error(`not a tenant schema name: ${tenantSchema}`);
    if (!blobIdPattern.test(id)) throw new Error('not a blob id');
    return path.join(this.root, tenantSchema, id.slice(0, 2), id);
  }
}
