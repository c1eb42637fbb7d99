/**
 * Lets a request that was just started reach the network before CPU-bound work runs. Node's `fetch`
 * (undici) does not write a request to its connection within the call: it does so from a
 * `setImmediate` queued while the call's promises settle. Work started at once (formatting and writing
 * a page of rows) would hold the request back for as long as it runs; awaiting {@link letRequestOut}
 * first costs two turns of the event loop and lets that work overlap the round trip instead.
 */
import { setImmediate } from 'node:timers/promises';

/**
 * Resolves after two turns of the event loop: the first runs what
 * was queued before the request, the second what the request queued.
 */
export async function letRequestOut(): Promise<void> {
  await setImmediate();
  await setImmediate();
}
