/**
 * A season of a docs site's readers: twelve weeks of the site of `docs-site-weeks.ts`, for the fake Mintlify
 * (`setAnalytics`), made to test the dashboard week after week (issue 49). Every row is dated inside its week, so a
 * snapshot of week n sees week n only:
 * - "webhook signature" is searched with no click in weeks 1–3 (20, 25, 30): a content gap, handed to the agent; its
 *   fix is merged after week 3, and readers click from week 4 on;
 * - "delete account" is searched with no click: 12, 14, 15, 7 (week 4), 16, 16, then 3, 3, 2 (below the thresholds in
 *   weeks 7–9), 16 again in week 10, and 16 in week 12;
 * - week 4 is a holiday: every page and every search at half;
 * - from week 6 on, `/sdks/python` keeps 15 % of its readers: a traffic drop that becomes the baseline;
 * - week 11: the searches export comes back empty (an outage of one dataset), the rest as usual.
 *
 * Runs under vitest and directly under `node` (type stripping): erasable syntax only.
 */
import { PAGES } from './docs-site-weeks.ts';
import type { AnalyticsDatasets, PageViewEvent } from './mintlify.ts';

const DAY_MS = 86_400_000;

/** The number of weeks {@link docsSiteSeason} serves. */
export const SEASON_WEEKS = 12;

/** The holiday week and the week whose searches come back empty. */
export const HOLIDAY_WEEK = 4;
export const EMPTY_SEARCHES_WEEK = 11;
/** The first week `/sdks/python` has lost its readers. */
const DROP_WEEK = 6;

function day(start: Date, days: number): string {
  return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The views of `path` in week `week`: `[human, ai]`. */
function weekViews(base: readonly [number, number], path: string, week: number): readonly [number, number] {
  const factor = (week === HOLIDAY_WEEK ? 0.5 : 1) * (week >= DROP_WEEK && path === '/sdks/python' ? 0.15 : 1);
  return [Math.round(base[0] * factor), Math.round(base[1] * factor)];
}

const DELETE_ACCOUNT = [12, 14, 15, 15, 16, 16, 3, 3, 2, 16, 16, 16];

/** [query, hits, ctr, topClickedPage] of week `week` (at half in the holiday, none in the empty week). */
function searchesOf(week: number): Array<readonly [string, number, number, string | null]> {
  if (week === EMPTY_SEARCHES_WEEK) return [];
  const fixed = week > 3;
  const half = (n: number): number => (week === HOLIDAY_WEEK ? Math.round(n / 2) : n);
  return [
    ['api key', half(60), 0.8, '/api-reference/authentication'],
    ['webhook signature', half([20, 25, 30][week - 1] ?? 28), fixed ? 0.61 : 0, fixed ? '/guides/webhooks' : null],
    ['delete account', half(DELETE_ACCOUNT[week - 1] ?? 0), 0, null],
  ];
}

/** The season as fake-Mintlify datasets, week 1 starting on `week1` (UTC days, `dateTo` exclusive). */
export function docsSiteSeason(week1: Date): Partial<AnalyticsDatasets> {
  const views: PageViewEvent[] = [];
  const searches: NonNullable<Extract<AnalyticsDatasets['searches'], { rows: unknown }>['rows']> = [];
  for (let week = 1; week <= SEASON_WEEKS; week += 1) {
    const start = (week - 1) * 7;
    for (const [path, human0, ai0] of PAGES) {
      const [human, ai] = weekViews([human0, ai0], path, week);
      views.push({ path, date: day(week1, start + 1), human: Math.floor(human / 2), ai: Math.floor(ai / 2) });
      views.push({
        path,
        date: day(week1, start + 4),
        human: human - Math.floor(human / 2),
        ai: ai - Math.floor(ai / 2),
      });
    }
    for (const [searchQuery, hits, ctr, topClickedPage] of searchesOf(week))
      searches.push({
        searchQuery,
        hits,
        ctr,
        topClickedPage,
        lastSearchedAt: `${day(week1, start + 5)}T10:00:00Z`,
        date: day(week1, start + 5),
      });
  }
  return {
    views: { rows: views },
    visitors: { rows: [] },
    searches: { rows: searches },
    feedback: { rows: [] },
    feedbackByPage: { rows: [] },
    assistant: { rows: [] },
    callerStats: { web: 0, api: 0, other: 0, total: 0 },
  };
}
