import { describe, expect, it } from 'vitest';
import { blobNameFor } from './blob-name.js';

const id = '3f0c9a52-4e1b-4c55-9f6e-0d4b1c2a7e11';

describe('blobNameFor', () => {
  it('names a blob by its id and an extension by type', () => {
    expect(blobNameFor(id, 'image/jpeg')).toBe(`${id}.jpg`);
    expect(blobNameFor(id, 'image/heic')).toBe(`${id}.heic`);
    expect(blobNameFor(id, 'video/mp4')).toBe(`${id}.mp4`);
    expect(blobNameFor(id, 'text/html; charset=utf-8')).toBe(`${id}.html`);
    expect(blobNameFor(id, 'application/pdf')).toBe(`${id}.pdf`);
    expect(blobNameFor(id, 'application/vnd.openxmlformats-officedocument.presentationml.presentation')).toBe(
      `${id}.pptx`,
    );
    expect(blobNameFor(id, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      `${id}.docx`,
    );
    expect(blobNameFor(id, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      `${id}.xlsx`,
    );
    expect(blobNameFor(id, 'application/zip')).toBe(`${id}.zip`);
    expect(blobNameFor(id, 'application/octet-stream')).toBe(`${id}.bin`);
  });
});
