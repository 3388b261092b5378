import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { SsrfBlockedError, type SsrfGuard } from '../outbound/ssrf-guard.js';
import { signatureHeader, signWebhook } from './webhook-signature.js';

export type WebhookResult =
  | { kind: 'delivered'; status: number }
  /** the receiver answered an error or could not be reached: worth another try */
  | { kind: 'failed'; status: number | null; error: string }
  /** the guard refused the address: trying again cannot help */
  | { kind: 'refused'; error: string };

const timeoutMs = 10_000;
/** Receivers' answers are read this far (for the log's error text) and no further. */
const answerMaxBytes = 2048;

/**
 * POSTs one signed JSON delivery. Redirects are not followed (a 3xx is a failure), so a
 * receiver cannot bounce the request to an address the guard would refuse.
 */
export function sendWebhook(
  guard: SsrfGuard,
  target: string,
  secret: string,
  body: string,
  headers: Record<string, string>,
): Promise<WebhookResult> {
  let url: URL;
  try {
    url = guard.check(target);
  } catch (error) {
    return Promise.resolve({ kind: 'refused', error: (error as Error).message });
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        lookup: guard.lookupFor(url),
        timeout: timeoutMs,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          'User-Agent': 'Strata-Webhook',
          [signatureHeader]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
          ...headers,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (answer.length < answerMaxBytes) answer += chunk.slice(0, answerMaxBytes - answer.length);
        });
        res.on('end', () => {
          if (status >= 200 && status < 300) resolve({ kind: 'delivered', status });
          else resolve({ kind: 'failed', status, error: `HTTP ${status}${answer ? `: ${answer}` : ''}` });
        });
        res.on('error', (error) => resolve({ kind: 'failed', status, error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on('error', (error) => {
      if (error instanceof SsrfBlockedError) resolve({ kind: 'refused', error: error.message });
      else resolve({ kind: 'failed', status: null, error: error.message });
    });
    req.end(body);
  });
}
