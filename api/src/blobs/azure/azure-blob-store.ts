import { Readable } from 'node:stream';
import {
  BlobSASPermissions,
  BlobServiceClient,
  type ContainerClient,
  generateBlobSASQueryParameters,
  RestError,
  StorageSharedKeyCredential,
} from '@azure/storage-blob';
import { blobIdPattern } from '../../contract/stored-file.js';
import type { BlobInfo, DirectBlobStore, UploadedBlob, UploadSlot } from '../blob-store.js';
import { blobInfoFromMetadata, metadataOf, type Signer } from './blob-metadata.js';
import { blobNameFor } from './blob-name.js';
import { containerNameFor } from './container-name.js';

/**
 * How much of a directly uploaded blob the commit reads: the type's magic bytes, and the image
 * header with its size (a JPEG's frame header comes after its EXIF and ICC segments).
 */
const uploadHeadBytes = 256 * 1024;

const notFound = (error: unknown) => error instanceof RestError && error.statusCode === 404;

type Found = { name: string; size: number; metadata: Record<string, string> };

/**
 * Azure Blob Storage (or azurite): one container per organisation, one block blob per file,
 * named `{id}.{extension by type}`. The description (BlobInfo) is the blob's metadata, written
 * by the server only: a blob a browser uploaded but the server has not described yet is not
 * found, so an upload nobody checked cannot be linked to or served. Links are service SAS for
 * one blob, signed with the account key (so the connection string must carry AccountKey).
 */
export class AzureBlobStore implements DirectBlobStore {
  readonly scheme = 'azblob' as const;
  readonly origin: string;
  private readonly service: BlobServiceClient;
  private readonly credential: StorageSharedKeyCredential;
  private readonly created = new Map<string, Promise<unknown>>();
  /** Signs descriptions with the account key, which browsers never see (blob-metadata.ts). */
  private readonly sign: Signer;

  constructor(
    connectionString: string,
    private readonly containerPrefix = 'strata-',
  ) {
    this.service = BlobServiceClient.fromConnectionString(connectionString);
    const credential = this.service.credential;
    if (!(credential instanceof StorageSharedKeyCredential))
      throw new Error(
        'AZURE_STORAGE_CONNECTION_STRING must include AccountName and AccountKey (SAS are signed with it)',
      );
    this.credential = credential;
    this.sign = (text) => credential.computeHMACSHA256(text);
    this.origin = new URL(this.service.url).origin;
  }

  async put(tenantSchema: string, info: BlobInfo, data: Buffer): Promise<void> {
    const container = await this.container(tenantSchema, true);
    const blob = container.getBlockBlobClient(blobNameFor(checkedId(info.id), info.contentType));
    await blob.uploadData(data, {
      blobHTTPHeaders: { blobContentType: info.contentType },
      metadata: metadataOf(info, this.sign),
      // never replace a blob: ids are new UUIDs, so an existing one is somebody else's
      conditions: { ifNoneMatch: '*' },
    });
  }

  async info(tenantSchema: string, id: string): Promise<BlobInfo | null> {
    const found = await this.find(tenantSchema, id);
    const info = found && blobInfoFromMetadata(id, found.metadata, this.sign);
    return info ? { ...info, scheme: this.scheme, storedAs: found.name } : null;
  }

  async open(tenantSchema: string, id: string): Promise<Readable | null> {
    const info = await this.info(tenantSchema, id);
    if (!info?.storedAs) return null;
    try {
      const download = await this.containerClient(tenantSchema).getBlobClient(info.storedAs).download();
      const body = download.readableStreamBody;
      return body ? Readable.from(body as AsyncIterable<Buffer>) : null;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async uploadSlot(
    tenantSchema: string,
    id: string,
    contentType: string,
    expiresOn: Date,
  ): Promise<UploadSlot> {
    const container = await this.container(tenantSchema, true);
    // create only: the blob can be written once and never replaced, not even within the
    // SAS's lifetime after the server has checked and described it
    const name = blobNameFor(checkedId(id), contentType);
    return {
      url: this.sasUrl(container, name, BlobSASPermissions.parse('c'), expiresOn),
      headers: { 'x-ms-blob-type': 'BlockBlob', 'Content-Type': contentType },
      expiresOn: expiresOn.toISOString(),
    };
  }

  async uploaded(tenantSchema: string, id: string): Promise<UploadedBlob | null> {
    const found = await this.find(tenantSchema, id);
    if (!found) return null;
    const blob = this.containerClient(tenantSchema).getBlobClient(found.name);
    const head =
      found.size === 0
        ? Buffer.alloc(0)
        : await blob.downloadToBuffer(0, Math.min(found.size, uploadHeadBytes));
    const described = blobInfoFromMetadata(id, found.metadata, this.sign);
    return {
      size: found.size,
      head,
      storedAs: found.name,
      described: described ? { ...described, scheme: this.scheme, storedAs: found.name } : null,
    };
  }

  async describe(tenantSchema: string, info: BlobInfo & { storedAs: string }): Promise<BlobInfo> {
    const blob = this.containerClient(tenantSchema).getBlobClient(info.storedAs);
    // the sniffed type replaces whatever the browser declared
    await blob.setHTTPHeaders({ blobContentType: info.contentType });
    await blob.setMetadata(metadataOf(info, this.sign));
    return { ...info, scheme: this.scheme };
  }

  async discard(tenantSchema: string, id: string): Promise<void> {
    const found = await this.find(tenantSchema, id);
    if (found) await this.containerClient(tenantSchema).getBlobClient(found.name).deleteIfExists();
  }

  readUrl(tenantSchema: string, info: BlobInfo, expiresOn: Date, inline: boolean): string {
    const container = this.containerClient(tenantSchema);
    const name = info.storedAs ?? blobNameFor(checkedId(info.id), info.contentType);
    const disposition = `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(info.name)}`;
    return this.sasUrl(container, name, BlobSASPermissions.parse('r'), expiresOn, {
      contentType: info.contentType,
      contentDisposition: disposition,
    });
  }

  /** The blob of an id, whatever its extension: one listing call, which also brings its metadata. */
  private async find(tenantSchema: string, id: string): Promise<Found | null> {
    if (!blobIdPattern.test(id)) return null;
    try {
      const listing = this.containerClient(tenantSchema).listBlobsFlat({
        prefix: `${id}.`,
        includeMetadata: true,
      });
      for await (const item of listing) {
        return { name: item.name, size: item.properties.contentLength ?? 0, metadata: item.metadata ?? {} };
      }
      return null;
    } catch (error) {
      // no container yet: the organisation has stored nothing here
      if (notFound(error)) return null;
      throw error;
    }
  }

  private sasUrl(
    container: ContainerClient,
    blobName: string,
    permissions: BlobSASPermissions,
    expiresOn: Date,
    response: { contentType?: string; contentDisposition?: string } = {},
  ): string {
    const query = generateBlobSASQueryParameters(
      { containerName: container.containerName, blobName, permissions, expiresOn, ...response },
      this.credential,
    ).toString();
    return `${container.getBlobClient(blobName).url}?${query}`;
  }

  private containerClient(tenantSchema: string): ContainerClient {
    return this.service.getContainerClient(containerNameFor(this.containerPrefix, tenantSchema));
  }

  /** The tenant's container; created once per process when something is to be written. */
  private async container(tenantSchema: string, create = false): Promise<ContainerClient> {
    const container = this.containerClient(tenantSchema);
    if (create) {
      let creating = this.created.get(container.containerName);
      if (!creating) {
        creating = container.createIfNotExists().catch((error: unknown) => {
          this.created.delete(container.containerName);
          throw error;
        });
        this.created.set(container.containerName, creating);
      }
      await creating;
    }
    return container;
  }
}

function checkedId(id: string): string {
  if (!blobIdPattern.test(id)) throw new Error('not a blob id');
  return id;
}
