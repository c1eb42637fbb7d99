import { describe, expect, it } from 'vitest';
import {
  compareNotice,
  keptWithoutVisitorTextNotice,
  runOf,
  unlessCancelled,
} from '../../src/analytics/findings-step.ts';
import { readRunnerContext } from '../../src/github/runner-context.ts';

describe('findings step', () => {
  it('stops waiting for the previous snapshot when the run is cancelled', async () => {
    const controller = new AbortController();
    const never = new Promise<never>(() => undefined);
    const read = unlessCancelled(never, controller.signal);
    controller.abort();
    expect(await read).toEqual({
      snapshot: undefined,
      reason: 'the run was cancelled before the previous snapshot was read',
    });
  });

  it('passes the previous snapshot through when the run goes on', async () => {
    const read = { snapshot: undefined, reason: 'first run' } as const;
    expect(await unlessCancelled(Promise.resolve(read), new AbortController().signal)).toBe(read);
  });

  it('links the run that made a snapshot', () => {
    expect(
      runOf(
        readRunnerContext({
          GITHUB_REPOSITORY: 'acme/docs',
          GITHUB_RUN_ID: '42',
          GITHUB_RUN_ATTEMPT: '2',
          GITHUB_SERVER_URL: 'https://github.example.com/',
        }),
      ),
    ).toEqual({
      repository: 'acme/docs',
      runId: 42,
      runAttempt: 2,
      url: 'https://github.example.com/acme/docs/actions/runs/42',
    });
    expect(runOf(readRunnerContext({}))).toEqual({ repository: null, runId: null, runAttempt: null, url: null });
  });

  it('says in the notice why there are no trends and how to get them', () => {
    expect(compareNotice('every earlier artifact named x has expired (retention-days).')).toBe(
      "Docs health: not compared with a previous snapshot: every earlier artifact named x has expired (retention-days). Findings of this run have no traffic-drop; trends need the previous run's artifact (compare: previous-artifact, permissions actions: read). See docs/findings.md.",
    );
  });

  describe('a snapshot completed over several runs', () => {
    const kept = [
      { dataset: 'views', rows: 1200 },
      { dataset: 'searches', rows: 10000 },
      { dataset: 'feedback', rows: 0 },
    ] as const;

    it('says the kept searches add no content gap when visitor text is left out', () => {
      expect(keptWithoutVisitorTextNotice(kept, false)).toMatch(
        /^Docs health: the 10,000 searches kept from earlier runs of this snapshot hold no visitor text .* add no content gap and no pending feedback comment/,
      );
    });

    it('says nothing with visitor text included, or when no search or feedback row was kept', () => {
      expect(keptWithoutVisitorTextNotice(kept, true)).toBeUndefined();
      expect(keptWithoutVisitorTextNotice([{ dataset: 'views', rows: 5 }], false)).toBeUndefined();
    });
  });
});
