/**
 * Signed links this page already holds, by blob id: an upload's answer or a fetched link.
 * A file just uploaded to a record not saved yet can only be shown through its upload's link,
 * and reusing a link keeps the browser's image cache warm.
 */
const links = new Map<string, string>();

/** Links are not reused in their last minute: an image loading then would fail half-way. */
const marginMs = 60_000;

/** When a signed link stops working (its exp parameter, Unix seconds), in ms; 0 if unknown. */
export function linkExpiresAt(url: string): number {
  const exp = new URL(url, 'http://local').searchParams.get('exp');
  return exp && /^\d+$/.test(exp) ? Number(exp) * 1000 : 0;
}

export function rememberLink(id: string, url: string): void {
  if (links.size > 500) links.clear();
  links.set(id, url);
}

export function knownLink(id: string, now = Date.now()): string | undefined {
  const url = links.get(id);
  if (url && linkExpiresAt(url) - marginMs > now) return url;
  links.delete(id);
  return undefined;
}
