/**
 * A Content-Disposition header for a stored file name: a plain ASCII fallback for old clients
 * and the exact UTF-8 name (RFC 6266 / RFC 8187). The name is already cleaned of quotes and
 * control characters; the fallback also replaces anything outside printable ASCII.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
