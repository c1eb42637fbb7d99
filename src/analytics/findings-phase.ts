/**
 * What runs alongside the analytics export: the privacy rules, looked up once (the repository's
 * visibility from the event payload, else from the GitHub API — while the first dataset is
 * requested), and the findings phase, which starts with the rules so that it sees every row the
 * exporter observes, and writes `findings.json` / `history.json` before the manifest.
 */
import * as core from '@actions/core';
import { FINDINGS_FILE_NAME } from '../findings/types.ts';
import { HISTORY_FILE_NAME } from '../findings/history.ts';
import type { Privacy } from '../export/privacy.ts';
import type { ExportPhases, FetchStart } from '../export/run.ts';
import type { DownloadedArtifact } from '../export/resume/resume-step.ts';
import { readRepositoryVisibility } from '../github/visibility.ts';
import type { RunnerContext } from '../github/runner-context.ts';
import { logText } from '../format/log-text.ts';
import { startFindingsStep, type FindingsStep } from './findings-step.ts';
import type { AnalyticsInputs } from './inputs.ts';
import { resolvePrivacy, visitorTextNotice } from './privacy.ts';

/**
 * The privacy rules of the run: `visitor-text` and `include-contact`, with `auto` decided by the
 * repository's visibility (the event payload, else `GET /repos/{owner}/{repo}`). Never rejects:
 * a visibility that cannot be read is `unknown`, which counts as public.
 */
async function privacyRules(inputs: AnalyticsInputs, runner: RunnerContext): Promise<Privacy> {
  const visibility =
    inputs.visitorText === 'auto' ? await readRepositoryVisibility(runner, inputs.githubToken) : 'unknown';
  return resolvePrivacy(inputs.visitorText, inputs.includeContact, visibility);
}

/** The privacy rules and the findings phase of one analytics run. */
export class FindingsPhase {
  readonly #inputs: AnalyticsInputs;
  readonly #runner: RunnerContext;
  readonly #redact: (text: string) => string;
  readonly #signal: AbortSignal;
  #rules: Promise<Privacy> | undefined;
  #privacy: Promise<Privacy> | undefined;
  #start: FetchStart | undefined;
  #step: FindingsStep | undefined;

  constructor(inputs: AnalyticsInputs, runner: RunnerContext, redact: (text: string) => string, signal: AbortSignal) {
    this.#inputs = inputs;
    this.#runner = runner;
    this.#redact = redact;
    this.#signal = signal;
  }

  /**
   * The privacy rules, looked up on the first call; the visitor-text
   * notice is shown once they are known. Never rejects.
   */
  rules(): Promise<Privacy> {
    this.#rules ??= privacyRules(this.#inputs, this.#runner).then((privacy) => {
      const notice = visitorTextNotice(privacy);
      if (notice !== undefined) core.notice(notice);
      return privacy;
    });
    return this.#rules;
  }

  /** The exporter's privacy rules (asked for once its first request is out): the findings phase starts with them. */
  privacy(): Promise<Privacy> {
    this.#privacy ??= this.rules().then((privacy) => {
      if (this.#inputs.findings.enabled) this.#step = this.#startStep(privacy, this.#start?.downloaded);
      return privacy;
    });
    return this.#privacy;
  }

  /** The findings phase's part in the export (none with `findings: false`). */
  alongside(start: FetchStart): ExportPhases {
    this.#start = start;
    if (!this.#inputs.findings.enabled) return {};
    return {
      observe: (dataset, rows) => this.#step?.observe(dataset, rows),
      // Every dataset may have been skipped (cancelled) before the rules were awaited.
      beforeManifest: async (outcomes) => {
        await this.privacy();
        // Findings and the triage are for the run that completes a snapshot built over several runs.
        if (start.resumesNextRun(outcomes)) {
          core.info(
            logText(
              'Findings: not computed in this run: the snapshot is in progress (resume), and its findings come with the run that completes it.',
            ),
          );
          return [];
        }
        return this.#step === undefined ? [] : this.#step.write(outcomes);
      },
      extraFileNames: [FINDINGS_FILE_NAME, HISTORY_FILE_NAME],
    };
  }

  /** The findings step, once the rules are known (`findings: true`). */
  get step(): FindingsStep | undefined {
    return this.#step;
  }

  #startStep(privacy: Privacy, downloaded: DownloadedArtifact | undefined): FindingsStep {
    return startFindingsStep(this.#inputs, privacy, this.#runner, this.#redact, this.#signal, downloaded);
  }
}
