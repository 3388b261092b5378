import PizZip from 'pizzip';
import type { GeneratedDocument } from '../generate/generate-document';

/** One name per file in a zip: a second `Quote QUO-1.pdf` becomes `Quote QUO-1 (2).pdf`. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1)
    candidate = `${stem} (${copy})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** A zip of documents, one file each, under names made unique. */
export async function zipDocuments(documents: readonly GeneratedDocument[]): Promise<Blob> {
  const zip = new PizZip();
  const taken = new Set<string>();
  for (const document of documents) {
    zip.file(uniqueName(document.fileName, taken), new Uint8Array(await document.blob.arrayBuffer()));
  }
  return new Blob([zip.generate({ type: 'uint8array', compression: 'DEFLATE' }) as BlobPart], {
    type: 'application/zip',
  });
}
