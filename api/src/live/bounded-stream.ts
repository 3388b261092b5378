import type { Response } from 'express';

/**
 * How much a stream may hold that its client has not taken yet (bytes Node could not hand to
 * the socket: res.writableLength). A client that falls this far behind is ended rather than
 * buffered without limit: one frozen tab must not grow the process nor hold up the others.
 */
export const defaultMaxBufferedBytes = 256 * 1024;
/** How long an ended stream may take to drain before its socket is dropped. */
const drainGraceMs = 10_000;
/** What a client that fell behind is told: wait this long before opening a new stream. */
export const overflowRetryMs = 5_000;

/**
 * One event stream's response, written through a bound: `write` refuses (and ends the stream
 * with a retry hint) once the client has not taken `maxBufferedBytes`; `end` closes it once,
 * calling `onEnd` so the stream's subscriptions and timers go with it.
 */
export class BoundedStream {
  private ended = false;

  constructor(
    private readonly res: Response,
    private readonly onEnd: () => void,
    private readonly maxBufferedBytes = defaultMaxBufferedBytes,
  ) {}

  get closed(): boolean {
    return this.ended;
  }

  /** Writes one framed piece of the stream unless the stream has ended or fell behind. */
  write(text: string): void {
    if (this.ended) return;
    if (this.res.writableLength > this.maxBufferedBytes) this.overflow();
    else this.res.write(text);
  }

  /** Ends the stream (idempotent). */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd();
    this.res.end();
    // a client that reads nothing would keep the socket, and what is queued for it, forever
    if (!this.res.writableFinished) {
      const drop = setTimeout(() => this.res.destroy(), drainGraceMs);
      drop.unref();
      this.res.once('finish', () => clearTimeout(drop));
      this.res.once('close', () => clearTimeout(drop));
    }
  }

  /**
   * The client fell behind: the SSE `retry:` field tells EventSource how long to wait, and the
   * `overflow` event says why the stream ends (patches after it were not sent: reload).
   */
  private overflow(): void {
    this.res.write(
      `retry: ${overflowRetryMs}\nevent: overflow\ndata: ${JSON.stringify({ retryMs: overflowRetryMs })}\n\n`,
    );
    this.end();
  }
}
