/** X-File-Name is percent-encoded so any name survives a Latin-1 header; a bad encoding is just "file". */
export function decodeFileName(header: string | undefined): string {
  try {
    return decodeURIComponent((header ?? '').slice(0, 2000));
  } catch {
    return '';
  }
}
