/** Why a request of the page loop failed, as a stop reason and a message naming the endpoint and where. */
import type { DatasetExportDeps, StopReason } from './dataset-outcome.ts';
import { clause } from '../../format/sentence.ts';
import { errorMessage, MintlifyApiError } from '../../errors.ts';
import { isRetryableStatus } from '../../mintlify/retry-policy.ts';

/**
 * True when the client would have retried this failed GET had the budget left room for a retry: no answer (a
 * network error, a timeout), or a status the retry policy retries ({@link isRetryableStatus}: 408, 429, 500,
 * 502, 503, 504). A failure that is not the client's {@link MintlifyApiError} counts as retried too.
 */
function retriedIfBudgetAllowed(error: unknown): boolean {
  if (!(error instanceof MintlifyApiError) || error.status === undefined) return true;
  return isRetryableStatus(error.status, true);
}

/** Why a request failed, as a {@link StopReason} and a message naming the endpoint and where. */
export function classify(
  error: unknown,
  deps: DatasetExportDeps,
  label: string,
  where: string,
): { reason: StopReason; message: string } {
  if (deps.signal.aborted)
    return {
      reason: 'cancelled',
      message: `cancelled ${where || 'during the request'} (${errorMessage(deps.signal.reason)})`,
    };
  const text = clause(errorMessage(error));
  // With the budget spent, the client was allowed no retry: say so rather than report a transient error as final.
  if (deps.budget.remaining < 1 && retriedIfBudgetAllowed(error)) {
    return {
      reason: 'budget',
      message: `${label} failed${where ? ` ${where}` : ''} and a retry would exceed max-requests (${deps.budget.spent} requests spent, retries included); stopped: raise max-requests or try again later (last answer: ${text})`,
    };
  }
  if (error instanceof MintlifyApiError && error.status === 429) {
    return {
      reason: 'rate-limit',
      message: `${text}. The organisation's analytics rate limit (100 requests per hour, shared by every analytics client) is reached: the API still answered 429 after the retries, or asked to wait longer than the run waits (Retry-After); the export stopped`,
    };
  }
  if (error instanceof MintlifyApiError && (error.status === 401 || error.status === 403)) {
    return {
      reason: 'unauthorized',
      message: `${text}; the export stopped (every other dataset would be refused too)`,
    };
  }
  return { reason: 'error', message: text };
}
