/**
 * An abort signal that fires after `ms`, or when `caller` aborts, until `clear()`.
 *
 * Built on a plain timer rather than AbortSignal.any([caller, AbortSignal.timeout(ms)]): Node may
 * collect a timeout signal that only AbortSignal.any refers to, and the combined signal then never
 * fires (nodejs/node#57736), which leaves a stalled provider waited on for good.
 */
export class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private readonly onCallerAbort = (): void => this.controller.abort(this.caller?.reason);

  constructor(
    ms: number,
    private readonly caller?: AbortSignal,
  ) {
    this.timer = setTimeout(() => this.controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms);
    if (caller?.aborted) {
      this.onCallerAbort();
    } else {
      caller?.addEventListener('abort', this.onCallerAbort, { once: true });
    }
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The work is over: the timer stops and the caller's signal lets go of this one. */
  clear(): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }
}
