/**
 * A circuit breaker in front of the rate-limit store: after a failure the store is left alone for
 * `openMs` (calls decide at once instead of each waiting for an answer that will not come); then one
 * call at a time tries it again, and the first answer closes the breaker.
 */
export class CircuitBreaker {
  private openUntil = 0;
  private probing = false;

  constructor(private readonly openMs: number) {}

  /** Whether this call may try the store; when the breaker is half open, it becomes the one probe. */
  tryAcquire(): boolean {
    if (this.openUntil === 0) return true;
    if (Date.now() < this.openUntil || this.probing) return false;
    this.probing = true;
    return true;
  }

  succeeded(): void {
    this.openUntil = 0;
    this.probing = false;
  }

  failed(): void {
    this.openUntil = Date.now() + this.openMs;
    this.probing = false;
  }

  /** How long a caller refused now should wait before trying again. */
  retryAfterMs(): number {
    return Math.max(this.openUntil - Date.now(), 0) || this.openMs;
  }
}
