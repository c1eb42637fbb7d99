/**
 * The inputs of `mode: analytics`, parsed from the raw inputs with zod: the inputs every export
 * shares (range, `max-requests`, files, artifact, summary rows; see `export/export-inputs.ts`),
 * `datasets`, and the privacy inputs `visitor-text` and `include-contact`. Pure: the
 * environment and `now` are passed in.
 */
import { z } from 'zod';
import { parseFindingThresholds } from '../findings/threshold-input.ts';
import type { FindingKind, FindingThresholds } from '../findings/types.ts';
import { InputError } from '../errors.ts';
import { MAX_USES_PER_DAY } from '../agent-job/caps.ts';
import {
  exportFields,
  resolveExportInputs,
  type ExportInputContext,
  type ExportInputs,
} from '../export/export-inputs.ts';
import {
  agentLabelField,
  apiKeyField,
  commonFields,
  commonInputs,
  integerField,
  rejectInput,
  usesRepositoryField,
  type CommonInputs,
} from '../input-fields.ts';
import { ANALYTICS_DATASETS, type AnalyticsDataset } from '../mintlify/analytics-endpoints.ts';

/** Values of `visitor-text`. */
const VISITOR_TEXT_MODES = ['auto', 'include', 'exclude'] as const;

/** How visitor-written text is handled: `auto` decides by the repository's visibility. */
export type VisitorTextMode = (typeof VISITOR_TEXT_MODES)[number];

/** Inputs of `mode: analytics`: the inputs every export shares, the datasets and the privacy inputs. */
export interface AnalyticsInputs extends CommonInputs, ExportInputs {
  mode: 'analytics';
  /** The datasets asked for, without duplicates, in the order given (the export orders them itself). */
  datasets: AnalyticsDataset[];
  /** Keep feedback `contact` (e-mail addresses) in the files. */
  includeContact: boolean;
  visitorText: VisitorTextMode;
  /**
   * Token to read the repository's visibility with when the event payload does not state it ('' when none); lists and
   * downloads the previous artifact (`compare`); files the issues (`file-issues`).
   */
  githubToken: string;
  /** Docs health: `findings`, `compare`, `docs-url`; see {@link FindingsInputs}. */
  findings: FindingsInputs;
  /** The triage loop (`file-issues`, `max-issues`, `issue-label`, `agent-findings`); see {@link TriageInputs}. */
  triage: TriageInputs;
}

/** Most agent jobs one run may start for findings (`agent-findings`). */
const MAX_AGENT_FINDINGS = 10;

/** Most issues one run may open (`max-issues`). */
const MAX_ISSUES_LIMIT = 50;

/** The triage inputs of `mode: analytics`. */
interface TriageInputs {
  /** `file-issues`: open and keep current one GitHub issue per finding. */
  fileIssues: boolean;
  /**
   * `max-issues`: issues opened per run at most (0 to
   * {@link MAX_ISSUES_LIMIT}); updates of existing issues do not count.
   */
  maxIssues: number;
  /** `issue-label`: the label of the action's finding issues (created if missing). */
  label: string;
  /** `agent-findings`: agent jobs started per run at most (0 to {@link MAX_AGENT_FINDINGS}); needs `fileIssues`. */
  agentFindings: number;
  /**
   * `agent-finding-kinds`: a topic is handed to an automatic job only when it holds a finding of one of these kinds
   * (default: all but `traffic-drop`).
   */
  agentKinds: FindingKind[];
  /** `dashboard`: keep the dashboard issue (needs `fileIssues`). */
  dashboard: boolean;
  /** `reopen-dashboard`: reopen the dashboard issue when someone closed it (default: respect the close). */
  reopenDashboard: boolean;
  /** The follow-up workflow's `trigger-phrase`, shown in the issues' how-to. */
  triggerPhrase: string;
  /** `agent-label`: put on a finding issue whose agent job is running, so that `reconcile` reports its end there. */
  agentLabel: string;
  /**
   * `agent-uses-per-day`: the daily cap the triage's jobs count against, with `follow-up`'s (see `agent-job/caps.ts`).
   */
  usesPerDay: number;
  /** `agent-uses-repository`: where the daily count is kept; `undefined`: this repository. */
  usesRepository: { owner: string; repo: string } | undefined;
}

/**
 * Checks the triage inputs together.
 * @returns the error message, or `undefined` when they fit.
 */
function triageInputsProblem(t: TriageInputs, githubToken: string, findingsEnabled: boolean): string | undefined {
  if (t.agentFindings > 0 && !t.fileIssues) {
    return `agent-findings (${t.agentFindings}) requires file-issues: true: the finding's issue is the record that keeps its agent job exactly-once. Set file-issues: true (with permissions issues: write), or agent-findings: 0`;
  }
  if (t.fileIssues && !findingsEnabled)
    return 'file-issues: true files the findings of the snapshot, but findings is false: set findings: true, or file-issues: false';
  if (t.fileIssues && githubToken === '')
    return 'file-issues: true needs a github-token with issues: write (the default, the workflow token, has it when the job grants permissions issues: write)';
  if (!/^[^,\r\n]{1,50}$/.test(t.label) || t.label.trim() !== t.label) {
    return `issue-label must be a label name of 1 to 50 characters without commas or line breaks, and without leading or trailing spaces (got "${t.label}")`;
  }
  return undefined;
}

/** Values of `compare`. */
const COMPARE_MODES = ['previous-artifact', 'none'] as const;

/** The docs-health inputs of `mode: analytics`. */
interface FindingsInputs {
  /** `findings`: compute findings (findings.json, the Docs health section, the `findings` output). */
  enabled: boolean;
  /**
   * `compare`: `previous-artifact` reads the previous snapshot's artifact
   * (needs `actions: read`); `none` makes no `actions/` request.
   */
  compare: (typeof COMPARE_MODES)[number];
  /**
   * `docs-url`: the docs site's base URL (http or https, no query
   * or fragment, no trailing slash); `undefined` when not set.
   */
  docsUrl: string | undefined;
  /** `finding-thresholds` over the defaults (see `findings/threshold-input.ts`). */
  thresholds: FindingThresholds;
}

/**
 * Parses `docs-url`: '' for none, else an absolute http(s) URL without credentials, query or
 * fragment; returned without a trailing slash.
 * @throws InputError naming the input and what is allowed.
 */
function parseDocsUrl(value: string): string | undefined {
  if (value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InputError(`docs-url must be the docs site's base URL, e.g. https://docs.example.com (got "${value}")`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new InputError(
      `docs-url must be an http or https URL without credentials, query or fragment, e.g. https://docs.example.com (got "${value}")`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Parses `datasets`: comma-separated names (any case and spacing; duplicates and empty items
 * ignored); empty means all of {@link ANALYTICS_DATASETS}.
 * @throws InputError naming the unknown dataset and listing the allowed ones.
 */
export function parseDatasets(value: string): AnalyticsDataset[] {
  const names = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  if (names.length === 0) {
    if (value.trim() !== '') throw new InputError(`datasets must name at least one dataset (got "${value}")`);
    return [...ANALYTICS_DATASETS];
  }
  const datasets: AnalyticsDataset[] = [];
  for (const name of names) {
    const known = ANALYTICS_DATASETS.find((d) => d === name);
    if (known === undefined) {
      throw new InputError(
        `datasets: unknown dataset "${name}"; allowed: ${ANALYTICS_DATASETS.join(', ')} (comma-separated; empty for all)`,
      );
    }
    if (!datasets.includes(known)) datasets.push(known);
  }
  return datasets;
}

/** The finding kinds `agent-finding-kinds` may name, in the order the docs list them. */
const FINDING_KINDS: readonly FindingKind[] = [
  'content-gap',
  'negative-feedback',
  'unanswered-questions',
  'traffic-drop',
];

/**
 * `agent-finding-kinds`: comma-separated finding kinds, e.g.
 * `content-gap,negative-feedback,unanswered-questions` (the default).
 * @throws InputError for an empty list or an unknown kind, naming the allowed ones.
 */
export function parseAgentFindingKinds(value: string): FindingKind[] {
  const parts = value
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p !== '');
  const kinds: FindingKind[] = [];
  for (const part of parts) {
    const kind = FINDING_KINDS.find((k) => k === part);
    if (kind === undefined)
      throw new InputError(
        `agent-finding-kinds must list finding kinds among ${FINDING_KINDS.join(', ')}, separated by commas (got "${value}")`,
      );
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  if (kinds.length === 0)
    throw new InputError(
      `agent-finding-kinds must name at least one of ${FINDING_KINDS.join(', ')}; to start no automatic job, set agent-findings: 0`,
    );
  return kinds;
}

/** zod schema of the raw inputs of `analytics` → {@link AnalyticsInputs}. */
export function analyticsInputsSchema(context: ExportInputContext) {
  return z
    .object({
      mode: z.literal('analytics'),
      'api-key': apiKeyField(false),
      ...commonFields,
      datasets: z.string(),
      ...exportFields,
      'include-contact': z.boolean(),
      'visitor-text': z.string(),
      'github-token': z.string(),
      findings: z.boolean(),
      compare: z.string(),
      'docs-url': z.string(),
      'finding-thresholds': z.string(),
      'file-issues': z.boolean(),
      'max-issues': integerField('max-issues', 0, MAX_ISSUES_LIMIT),
      'issue-label': z.string(),
      'agent-findings': integerField('agent-findings', 0, MAX_AGENT_FINDINGS),
      'agent-finding-kinds': z.string(),
      dashboard: z.boolean(),
      'reopen-dashboard': z.boolean(),
      'trigger-phrase': z.string(),
      'agent-label': agentLabelField,
      'agent-uses-per-day': integerField('agent-uses-per-day', 1, MAX_USES_PER_DAY),
      'agent-uses-repository': usesRepositoryField,
    })
    .transform((raw, ctx): AnalyticsInputs => {
      const common = commonInputs(raw);
      let datasets: AnalyticsDataset[];
      try {
        datasets = parseDatasets(raw.datasets);
      } catch (error) {
        if (error instanceof InputError) return rejectInput(ctx, error.message);
        throw error;
      }
      const visitorText = VISITOR_TEXT_MODES.find((m) => m === raw['visitor-text'].toLowerCase());
      if (visitorText === undefined) {
        return rejectInput(ctx, `visitor-text must be auto, include or exclude (got "${raw['visitor-text']}")`);
      }
      const compare = COMPARE_MODES.find((m) => m === raw.compare.toLowerCase());
      if (compare === undefined)
        return rejectInput(ctx, `compare must be previous-artifact or none (got "${raw.compare}")`);
      let docsUrl: string | undefined;
      let thresholds: FindingThresholds;
      try {
        docsUrl = parseDocsUrl(raw['docs-url']);
        thresholds = parseFindingThresholds(raw['finding-thresholds']);
      } catch (error) {
        if (error instanceof InputError) return rejectInput(ctx, error.message);
        throw error;
      }
      let agentKinds: FindingKind[];
      try {
        agentKinds = parseAgentFindingKinds(raw['agent-finding-kinds']);
      } catch (error) {
        if (error instanceof InputError) return rejectInput(ctx, error.message);
        throw error;
      }
      const triage: TriageInputs = {
        fileIssues: raw['file-issues'],
        maxIssues: raw['max-issues'],
        label: raw['issue-label'],
        agentFindings: raw['agent-findings'],
        agentKinds,
        dashboard: raw.dashboard,
        reopenDashboard: raw['reopen-dashboard'],
        triggerPhrase: raw['trigger-phrase'],
        agentLabel: raw['agent-label'],
        usesPerDay: raw['agent-uses-per-day'],
        usesRepository: raw['agent-uses-repository'],
      };
      const triageProblem = triageInputsProblem(triage, raw['github-token'], raw.findings);
      if (triageProblem !== undefined) return rejectInput(ctx, triageProblem);
      return {
        ...common,
        ...resolveExportInputs(raw, { stem: 'mintlify-analytics', projectId: common.projectId }, context, ctx),
        mode: 'analytics',
        datasets,
        includeContact: raw['include-contact'],
        visitorText,
        githubToken: raw['github-token'],
        findings: { enabled: raw.findings, compare, docsUrl, thresholds },
        triage,
      };
    });
}
