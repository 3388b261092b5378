import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DatabasePool } from '@strata/api/db/types';
import { tenantSnapshot } from '@strata/api/metadata-code/metadata-as-code';
import type { MetadataSnapshot } from '@strata/api/metadata-code/metadata-snapshot';
import { readMetadataFolder } from '@strata/api/metadata-code/read-metadata-folder';
import { requireTenant } from '@strata/api/tenancy/tenant-lifecycle';

/** One side of `metadata diff`: a folder (a path, or an existing directory) or an organisation. */
export type MetadataSource = { kind: 'folder'; dir: string } | { kind: 'organization'; name: string };

export function sourceOf(argument: string): MetadataSource {
  const looksLikePath = argument.includes('/') || argument.includes(path.sep) || argument.startsWith('.');
  if (looksLikePath || (existsSync(argument) && statSync(argument).isDirectory())) {
    return { kind: 'folder', dir: path.resolve(argument) };
  }
  return { kind: 'organization', name: argument };
}

export const sourceName = (source: MetadataSource) => (source.kind === 'folder' ? source.dir : source.name);

/** The source's snapshot: a folder is read and checked in full first (nothing half-read). */
export async function snapshotOf(pool: DatabasePool, source: MetadataSource): Promise<MetadataSnapshot> {
  if (source.kind === 'folder') return readMetadataFolder(source.dir);
  return tenantSnapshot(pool, await requireTenant(pool, source.name));
}
