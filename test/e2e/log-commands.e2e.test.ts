/**
 * Hostile text in the log (issue 17 §4), end to end on the built action in every mode: text
 * from the Mintlify API (an error body) that reaches the log never starts a line with `::`,
 * so the runner never runs it as a workflow command (`::add-mask::`, `::warning::`,
 * `::stop-commands::`…). The text itself still shows, so the log explains the failure.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';
import { PR_NUMBER, startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { issueCommentEvent } from '../harness/payloads.ts';
import { startPageViewsWorld, type PageViewsWorld } from '../harness/page-views-world.ts';
import type { ActionRun } from '../harness/run-action.ts';

/** An API error whose text, printed raw, would be three workflow commands, one after each kind of line break. */
const HOSTILE_ERROR = {
  error: 'bad request\n::warning title=pwned::pwned-warning\r::add-mask::pwned-mask\r\n  ::stop-commands::pwned-stop',
};

let world: PageViewsWorld | AnalyticsWorld | FollowUpWorld;

afterEach(async () => {
  await world.close();
});

/** The log's lines as the runner splits them (at `\n`, `\r` or `\r\n`). */
function logLines(run: ActionRun): string[] {
  return run.stdout.split(/\r\n|\r|\n/);
}

/**
 * The workflow commands the hostile text became: lines `::<command> <properties>::<message>`
 * whose command part or message start comes from it. (The action's own `::error::` line may
 * quote the text in its message, encoded: that is not a command of the attacker's.)
 */
function injectedCommands(run: ActionRun): string[] {
  return logLines(run).filter((line) => {
    const command = /^\s*::([^:]*)::(.*)$/.exec(line);
    return command !== null && ((command[1] ?? '').includes('pwned') || (command[2] ?? '').startsWith('pwned'));
  });
}

/** No line is a command the hostile text made, and the text still shows in the log. */
function expectNoInjectedCommand(run: ActionRun): void {
  expect(run.stdout).toContain('pwned-mask');
  expect(injectedCommands(run)).toEqual([]);
}

describe('an API error body that holds workflow commands', () => {
  it('page-views: never starts a log line with ::', async () => {
    world = await startPageViewsWorld();
    world.mintlify.inject({ route: 'views', kind: 'status', status: 400, body: HOSTILE_ERROR });
    const run = await world.run();
    expect(run.exitCode).toBe(1);
    expectNoInjectedCommand(run);
  });

  it('analytics: never starts a log line with ::', async () => {
    world = await startAnalyticsWorld();
    world.mintlify.inject({ route: 'views', kind: 'status', status: 400, body: HOSTILE_ERROR });
    const run = await world.run({ datasets: 'views,searches' });
    expect(run.exitCode).toBe(1);
    expectNoInjectedCommand(run);
  });

  it('follow-up: never starts a log line with ::', async () => {
    const fu = await startFollowUpWorld();
    world = fu;
    fu.mintlify.inject({ route: 'message', kind: 'status', status: 400, body: HOSTILE_ERROR });
    const body = '/mintlify document the flag';
    const trigger = fu.github.seedIssueComment({ issueNumber: PR_NUMBER, body, login: 'alice' });
    const run = await fu.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body, login: 'alice' }),
    });
    expect(run.exitCode).toBe(1);
    expectNoInjectedCommand(run);
  });
});
