/**
 * How long an answer may take before the widget is told the AI is typing. The widget shows its
 * own dots as soon as its message is confirmed, so a reply faster than this (a Q&A answer, a
 * repeated question) needs no typing events at all: two frames fewer per message.
 */
export const TYPING_DELAY_MS = 250;

/**
 * The server's typing indicator for one reply: `typing: true` once the reply has taken
 * TYPING_DELAY_MS without its first streamed part, and `typing: false` at the end if `true` was
 * sent or parts were streamed: the widget takes away a streamed reply that was never kept (a team
 * member took over meanwhile) when it hears `typing: false`.
 */
export class TypingIndicator {
  private shown = false;
  private streamed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly send: (typing: boolean) => void) {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.shown = true;
      this.send(true);
    }, TYPING_DELAY_MS);
  }

  /** The reply has started to arrive in parts, which show it is being written. */
  writing(): void {
    this.stopTimer();
    this.streamed = true;
  }

  end(): void {
    this.stopTimer();
    if (this.shown || this.streamed) {
      this.shown = false;
      this.streamed = false;
      this.send(false);
    }
  }

  private stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
