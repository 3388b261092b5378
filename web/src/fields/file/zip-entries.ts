import { unzipSync } from 'fflate';

export { isZipFile } from './zip-name';

/** One entry of a zip file as the zip-content listing shows it. */
export type ZipEntry = { name: string; size: number; folder: boolean };

/**
 * The entries of a zip file (spec 000 section 2, zip-content listing), by name. Only the central
 * directory is read: fflate's filter answers false for every entry, so nothing is inflated and
 * a large archive costs no more than its listing. Throws on bytes that are not a zip.
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  const entries: ZipEntry[] = [];
  unzipSync(bytes, {
    filter: (entry) => {
      entries.push({ name: entry.name, size: entry.originalSize, folder: entry.name.endsWith('/') });
      return false;
    },
  });
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}
