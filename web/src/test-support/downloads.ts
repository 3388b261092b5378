import { onTestFinished, vi } from 'vitest';

/** A file the screen under test handed to the browser as a download. */
export type CapturedDownload = {
  /** the link's download name, as the browser would save the file */
  name: string;
  blob: Blob;
  /** the file's text (UTF-8; a BOM is kept) */
  text: () => Promise<string>;
};

/**
 * Catches the files a DOM test's screen downloads the usual way (an object URL on a link with
 * `download`, clicked: ui/download.ts): `URL.createObjectURL` remembers the blob, the link's
 * click is caught instead of navigating, and each download lands in `files`, in order. The real
 * functions come back when the test ends. What a real browser does with the file (its save
 * dialog, the bytes on disk) stays for the end-to-end tests.
 */
export function captureDownloads(): { files: CapturedDownload[] } {
  const files: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((object: Blob | MediaSource) => {
    const url = `blob:http://demo.localhost/download-${++next}`;
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob && this.download) files.push({ name: this.download, blob, text: () => readText(blob) });
  });
  onTestFinished(() => {
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });
  return { files };
}

/** A blob's text, its bytes decoded as UTF-8 with a BOM kept (Blob.text would drop it). */
async function readText(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}
