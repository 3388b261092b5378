import type { Client } from '@microsoft/microsoft-graph-client';
import type { DriveItemShape, DriveListingShape } from '../../contract/drive-item.js';
import { isGraphNotFound } from './graph-failure.js';

/** Spec 002 section 9: up to 100 pages of drive results. */
export const maxDrivePages = 100;
/** Files up to this size go in one PUT of their content; larger ones through an upload session. */
export const simpleUploadMaxBytes = 4 * 1024 * 1024;

type GraphItem = {
  id?: string;
  name?: string;
  size?: number;
  lastModifiedDateTime?: string;
  folder?: unknown;
  file?: { mimeType?: string };
  webUrl?: string;
  createdBy?: { user?: { displayName?: string } };
  thumbnails?: { small?: { url?: string }; medium?: { url?: string } }[];
  '@microsoft.graph.downloadUrl'?: string;
};

/** The fields the panel shows (spec 002 section 7), and nothing else Graph might send. */
const selected = ['name', 'id', 'folder', 'file', 'lastModifiedDateTime', 'size', 'createdBy', 'webUrl'];

export function shapeItem(item: GraphItem): DriveItemShape {
  const thumbnail = item.thumbnails?.[0]?.small?.url ?? item.thumbnails?.[0]?.medium?.url;
  return {
    id: String(item.id ?? ''),
    name: String(item.name ?? ''),
    isFolder: item.folder !== undefined && item.folder !== null,
    ...(typeof item.size === 'number' && !item.folder ? { size: item.size } : {}),
    ...(item.lastModifiedDateTime ? { modifiedOn: item.lastModifiedDateTime } : {}),
    ...(item.createdBy?.user?.displayName ? { createdBy: item.createdBy.user.displayName } : {}),
    ...(item.file?.mimeType ? { mimeType: item.file.mimeType } : {}),
    ...(thumbnail ? { thumbnailUrl: thumbnail } : {}),
    ...(item.webUrl ? { webUrl: item.webUrl } : {}),
  };
}

/** A folder path as Graph addresses it: root, or root:/a/b: with each name escaped. */
export function folderAddress(path: readonly string[]): string {
  if (path.length === 0) return '/me/drive/root';
  return `/me/drive/root:/${path.map((name) => encodeURIComponent(name)).join('/')}:`;
}

/** An OData string literal: quotes doubled, so a filter text cannot end the literal. */
const odataString = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The children of a folder path, following @odata.nextLink up to 100 pages, with thumbnails
 * and an optional starts-with filter on the name (spec 002 section 7), and `more` when a next
 * link is left after the last page read; null when the folder does not exist (the panel then
 * says 'No OneDrive folder for this record.').
 */
export async function listChildren(
  client: Client,
  path: readonly string[],
  fileFilter?: string,
): Promise<DriveListingShape | null> {
  let request = client
    .api(`${folderAddress(path)}/children`)
    .select([...selected, '@microsoft.graph.downloadUrl'])
    .expand('thumbnails');
  if (fileFilter) request = request.filter(`startswith(name,${odataString(fileFilter)})`);
  const items: DriveItemShape[] = [];
  let page: { value?: GraphItem[]; '@odata.nextLink'?: string };
  try {
    page = await request.get();
  } catch (error) {
    if (isGraphNotFound(error)) return null;
    throw error;
  }
  for (let pages = 1; ; pages++) {
    for (const item of page.value ?? []) if (item.id) items.push(shapeItem(item));
    const next = page['@odata.nextLink'];
    if (!next || pages >= maxDrivePages) return { items, more: Boolean(next) };
    page = await client.api(next).get();
  }
}

/** POST children: a new folder; a name already taken is renamed by Graph ("New folder 1"). */
export async function createFolder(
  client: Client,
  path: readonly string[],
  name: string,
): Promise<DriveItemShape> {
  const created = (await client
    .api(`${folderAddress(path)}/children`)
    .post({ name, folder: {}, '@microsoft.graph.conflictBehavior': 'rename' })) as GraphItem;
  return shapeItem(created);
}

/** PATCH item: rename. */
export async function renameItem(client: Client, itemId: string, name: string): Promise<DriveItemShape> {
  return shapeItem(
    (await client.api(`/me/drive/items/${encodeURIComponent(itemId)}`).patch({ name })) as GraphItem,
  );
}

/** DELETE item. */
export async function deleteItem(client: Client, itemId: string): Promise<void> {
  await client.api(`/me/drive/items/${encodeURIComponent(itemId)}`).delete();
}

/** The file's address by its folder path and name (root:/a/b/name.txt:). */
function fileAddress(path: readonly string[], name: string): string {
  return `/me/drive/root:/${[...path, name].map((part) => encodeURIComponent(part)).join('/')}:`;
}

/** PUT content: a small file in one request (a file of the same name is replaced). */
export async function uploadSmall(
  client: Client,
  path: readonly string[],
  name: string,
  content: Uint8Array,
): Promise<DriveItemShape> {
  const created = (await client
    .api(`${fileAddress(path, name)}/content`)
    .header('Content-Type', 'application/octet-stream')
    .put(content)) as GraphItem;
  return shapeItem(created);
}

/** createUploadSession: the pre-authenticated URL a large file's pieces are PUT to. */
export async function createUploadSession(
  client: Client,
  path: readonly string[],
  name: string,
): Promise<string> {
  const session = (await client
    .api(`${fileAddress(path, name)}/createUploadSession`)
    .post({ item: { '@microsoft.graph.conflictBehavior': 'replace' } })) as { uploadUrl?: string };
  if (!session.uploadUrl) throw new Error('Graph gave no upload URL');
  return session.uploadUrl;
}

/** The short-lived, pre-authenticated URL the browser downloads a file from. */
export async function downloadUrl(client: Client, itemId: string): Promise<string | null> {
  const item = (await client
    .api(`/me/drive/items/${encodeURIComponent(itemId)}`)
    .select(['id', '@microsoft.graph.downloadUrl'])
    .get()) as GraphItem;
  return item['@microsoft.graph.downloadUrl'] ?? null;
}
