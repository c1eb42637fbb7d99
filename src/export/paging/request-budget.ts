/**
 * The `max-requests` budget of an export run: every HTTP request to the analytics API, retries
 * included, is spent from it, because the API allows 100 requests per organisation per hour,
 * shared by every analytics endpoint. One budget can span several datasets.
 */

/** Thrown by {@link RequestBudget.spend} when the budget is used up; no request may be sent. */
export class RequestBudgetExceeded extends Error {
  override name = 'RequestBudgetExceeded';
  /** The budget (`max-requests`). */
  readonly max: number;

  constructor(max: number) {
    super(`the request budget of ${max} (max-requests) is used up`);
    this.max = max;
  }
}

/** Counts the HTTP requests spent against `max` (an integer ≥ 1). */
export class RequestBudget {
  readonly max: number;
  #spent = 0;

  constructor(max: number) {
    this.max = max;
  }

  /** Requests spent so far. */
  get spent(): number {
    return this.#spent;
  }

  /** Requests that may still be sent (≥ 0). */
  get remaining(): number {
    return Math.max(0, this.max - this.#spent);
  }

  /**
   * Records one request about to be sent (a first attempt or a retry).
   * @throws RequestBudgetExceeded when none is left; nothing is recorded then.
   */
  spend(): void {
    if (this.#spent >= this.max) throw new RequestBudgetExceeded(this.max);
    this.#spent += 1;
  }
}
