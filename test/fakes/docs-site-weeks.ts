/**
 * Five weeks of a docs site's readers, for the fake Mintlify (`setAnalytics`), made to test
 * findings that are judged week after week (history, baselines, fix verification). Every row is
 * dated inside its week, so a snapshot of week n sees week n only:
 * - weeks 1–2: a normal site; "webhook signature" (20, then 30 searches) and "delete account"
 *   (12, then 14) are searched with no click: content gaps;
 * - week 3: launch week: `/changelog` gets 8× its views; "webhook signature" now finds its page
 *   (clicked: the fix worked), "delete account" still finds nothing (15: the fix did not help);
 * - week 4: a normal week after the launch; an AI crawler stops visiting `/api-reference/errors`
 *   (AI views 0, human views as usual); both queries as in week 3 (16 for "delete account");
 * - week 5: a holiday week: every page has half its readers, human and AI, but `/sdks/python`
 *   loses 85 %.
 *
 * Runs under vitest and directly under `node` (type stripping): erasable syntax only.
 */
import type { AnalyticsDatasets, PageViewEvent } from './mintlify.ts';

const DAY_MS = 86_400_000;

function day(start: Date, days: number): string {
  return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** [path, human, ai] views of a normal week (the season of `docs-site-season.ts` has the same site). */
export const PAGES: ReadonlyArray<readonly [string, number, number]> = [
  ['/introduction', 1300, 180],
  ['/quickstart', 1200, 150],
  ['/api-reference/authentication', 800, 120],
  ['/api-reference/errors', 400, 600],
  ['/guides/webhooks', 450, 70],
  ['/sdks/python', 520, 80],
  ['/sdks/node', 400, 60],
  ['/changelog', 300, 40],
  ['/legacy/v0-api', 25, 5],
];

/** The views of `path` in week `week` (1–5): `[human, ai]`. */
function weekViews(path: string, week: number): readonly [number, number] {
  const page = PAGES.find((p) => p[0] === path);
  if (page === undefined) return [0, 0];
  let [, human, ai] = page;
  if (week === 3 && path === '/changelog') [human, ai] = [human * 8, ai * 8];
  if (week >= 4 && path === '/api-reference/errors') ai = 0;
  if (week === 5) {
    const factor = path === '/sdks/python' ? 0.15 : 0.5;
    [human, ai] = [Math.round(human * factor), Math.round(ai * factor)];
  }
  return [human, ai];
}

/** [query, hits, ctr, topClickedPage] of each week. */
function searchesOf(week: number): ReadonlyArray<readonly [string, number, number, string | null]> {
  const fixed = week >= 3;
  return [
    ['api key', 60, 0.8, '/api-reference/authentication'],
    ['webhook signature', week === 1 ? 20 : week === 2 ? 30 : 28, fixed ? 0.61 : 0, fixed ? '/guides/webhooks' : null],
    ['delete account', [12, 14, 15, 16, 9][week - 1] ?? 0, 0, null],
    ['python async client', 1, 0, null],
  ];
}

/** The number of weeks {@link docsSiteWeeks} serves. */
export const WEEKS = 5;

/** The weeks as fake-Mintlify datasets, week 1 starting on `week1` (UTC days, `dateTo` exclusive). */
export function docsSiteWeeks(week1: Date): Partial<AnalyticsDatasets> {
  const views: PageViewEvent[] = [];
  const searches: NonNullable<Extract<AnalyticsDatasets['searches'], { rows: unknown }>['rows']> = [];
  for (let week = 1; week <= WEEKS; week += 1) {
    const start = (week - 1) * 7;
    for (const [path] of PAGES) {
      const [human, ai] = weekViews(path, week);
      views.push({ path, date: day(week1, start + 1), human: Math.floor(human / 2), ai: Math.floor(ai / 2) });
      views.push({
        path,
        date: day(week1, start + 4),
        human: human - Math.floor(human / 2),
        ai: ai - Math.floor(ai / 2),
      });
    }
    for (const [searchQuery, hits, ctr, topClickedPage] of searchesOf(week)) {
      searches.push({
        searchQuery,
        hits,
        ctr,
        topClickedPage,
        lastSearchedAt: `${day(week1, start + 5)}T10:00:00Z`,
        date: day(week1, start + 5),
      });
    }
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

/** `date-from`/`date-to` inputs of week `week` (1–5; `date-to` exclusive). */
export function weekOf(week1: Date, week: number): { 'date-from': string; 'date-to': string } {
  return { 'date-from': day(week1, (week - 1) * 7), 'date-to': day(week1, week * 7) };
}
