import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { zipDocuments } from './zip-documents.js';

describe('zipDocuments', () => {
  it('holds one file per document under unique names', async () => {
    const doc = (fileName: string, text: string) => ({
      blob: new Blob([text]),
      fileName,
      kind: 'pdf' as const,
    });
    const blob = await zipDocuments([
      doc('Quote 1.pdf', 'a'),
      doc('Quote 1.pdf', 'b'),
      doc('quote 1.pdf', 'c'),
    ]);
    const zip = new PizZip(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(zip.files).sort()).toEqual(['Quote 1 (2).pdf', 'Quote 1.pdf', 'quote 1 (3).pdf']);
    expect(zip.file('Quote 1 (2).pdf')?.asText()).toBe('b');
  });
});
