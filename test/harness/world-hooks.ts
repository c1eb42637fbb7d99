/**
 * How an end-to-end `describe` block gets its fakes and output folder (its "world"): a fresh one
 * for each test, or one for the whole block when its tests only read what one run left behind.
 * Each run of `dist/index.js` is a new Node process, most of the suite's time, so a block whose
 * tests can share a run should.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Calls `open` before each test of the calling `describe` block and `close` after it. */
export function worldPerTest(open: () => Promise<void>, close: () => Promise<void>): void {
  beforeEach(open);
  afterEach(close);
}

/**
 * Calls `open` once before the first test of the calling `describe` block and `close` after its
 * last: for blocks whose tests only read what one run left behind (its result, files, requests
 * and artifact), so that the action runs once for the block (in a `beforeAll` registered after
 * this call) instead of once per test.
 */
export function worldPerBlock(open: () => Promise<void>, close: () => Promise<void>): void {
  beforeAll(open);
  afterAll(close);
}
