/**
 * Keeps V8's young generation at the size it has when an export starts, so that streamed pages do not grow it to
 * 32–64 MB of resident memory (peak RSS of a large export ~200 MB instead of ~320 MB). Why a growth factor and not
 * `--max-semi-space-size`: docs/architecture.md, "Exports".
 */
import { setFlagsFromString } from 'node:v8';

/** The V8 flag set by {@link stopYoungGenerationGrowth}. */
export const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1';

/** Stops the young generation from growing any further in this process (see the module comment). Idempotent. */
export function stopYoungGenerationGrowth(): void {
  setFlagsFromString(YOUNG_GENERATION_FLAG);
}
