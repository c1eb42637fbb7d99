/**
 * Keeps V8's young generation at the size it has when an export starts. While rows stream
 * through, every page stays alive across many scavenges (it is written, summarised and
 * observed), so V8 keeps doubling the young generation up to its default maximum (32–64 MB of
 * new space measured on Node 24, all of it resident) although a few MB suffice: measured on the
 * 100,000-conversation assistant export (2,000-character responses), peak RSS 318 MB with the
 * default against ~200 MB with semi-spaces of 2–4 MB (`--max-semi-space-size`), at no cost in
 * CPU time. An action cannot pass Node options, and `--max-semi-space-size` is read only when
 * the heap is set up; the growth factor is read whenever the young generation would grow, so
 * setting it to 1 stops the growth from then on (the size reached during start-up, a few MB, is
 * kept). The rest of the heap is untouched.
 */
import { setFlagsFromString } from 'node:v8';

/** The V8 flag set by {@link stopYoungGenerationGrowth}. */
export const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1';

/** Stops the young generation from growing any further in this process (see the module comment). Idempotent. */
export function stopYoungGenerationGrowth(): void {
  setFlagsFromString(YOUNG_GENERATION_FLAG);
}
