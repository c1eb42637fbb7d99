/**
 * Two weeks of analytics of a realistic API documentation site ("Acme", docs at
 * https://docs.acme.dev), for the fake Mintlify (`setAnalytics`): every row is dated, so a
 * snapshot of the first week and one of the second see different data, and the second one's
 * findings and trends make sense to a docs engineer:
 * - content gaps: "webhook signature" (two spellings, searched 35 times in week 2, 20 in week 1)
 *   and "delete account" (12, new), no click; a stray search ("python async client", once) and
 *   a rare one ("retry 429", 3 times) that are not findings;
 * - negative feedback: /api-reference/authentication (14 down, 4 up, pending comments, one with a
 *   contact address that must never appear) and /guides/webhooks (7 down, 2 up); /sdks/go has one
 *   stray thumbs-down and /guides/sso an even split, neither a finding;
 * - unanswered questions: "Authentication" (7 of 12) and "Webhooks" (6 of 9); "Billing" has one,
 *   uncategorised three — not findings;
 * - traffic drops: /sdks/python (620 → 180 views) and /guides/migrating-from-v1 (300 → 40);
 *   /legacy/v0-api falls from 30 to 2, too small a base to be one.
 *
 * Runs under vitest and directly under `node` (type stripping): erasable syntax only.
 */
import type { AnalyticsDatasets, AssistantConversation, FeedbackItem, PageViewEvent } from './mintlify.ts';

/** The docs site the paths belong to. */
export const DOCS_URL = 'https://docs.acme.dev';

/** The contact address one feedback item carries; it must never reach a file, the summary or an output. */
export const FEEDBACK_CONTACT = 'dana.reader@example.com';

/** Visitor texts that must not appear in a public repository under `visitor-text: auto`. */
export const VISITOR_TEXTS = [
  'webhook signature',
  'delete account',
  'curl snippet',
  'read-only key',
  'verify the signature',
  'How do I rotate an API key',
];

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of `start` + `days`. */
function day(start: Date, days: number): string {
  return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Views per page: [path, week 1, week 2] (human share 85 %, the rest AI). */
const PAGES: ReadonlyArray<readonly [string, number, number]> = [
  ['/introduction', 1480, 1610],
  ['/quickstart', 1320, 1405],
  ['/api-reference/authentication', 940, 1010],
  ['/api-reference/errors', 410, 430],
  ['/api-reference/rate-limits', 380, 402],
  ['/api-reference/pagination', 260, 255],
  ['/api-reference/endpoint/create-project', 350, 371],
  ['/api-reference/endpoint/list-projects', 330, 318],
  ['/api-reference/endpoint/get-project', 210, 226],
  ['/api-reference/endpoint/delete-project', 90, 104],
  ['/api-reference/endpoint/create-deployment', 280, 301],
  ['/api-reference/webhooks', 240, 262],
  ['/guides/webhooks', 520, 545],
  ['/guides/custom-domains', 300, 322],
  ['/guides/sso', 190, 204],
  ['/guides/migrating-from-v1', 300, 40],
  ['/sdks/node', 480, 512],
  ['/sdks/python', 620, 180],
  ['/sdks/go', 150, 161],
  ['/cli/overview', 220, 230],
  ['/cli/commands', 170, 176],
  ['/integrations/github', 140, 151],
  ['/integrations/slack', 60, 58],
  ['/changelog', 400, 455],
  ['/legacy/v0-api', 30, 2],
];

function views(week1: Date): PageViewEvent[] {
  const rows: PageViewEvent[] = [];
  for (const [path, first, second] of PAGES) {
    for (const [week, total] of [
      [0, first],
      [1, second],
    ] as const) {
      // Spread over two days of the week so that per-day aggregation is exercised.
      const half = Math.floor(total / 2);
      for (const [offset, count] of [
        [1, half],
        [4, total - half],
      ] as const) {
        const ai = Math.round(count * 0.15);
        rows.push({ path, date: day(week1, week * 7 + offset), human: count - ai, ai });
      }
    }
  }
  return rows;
}

function visitors(week1: Date): NonNullable<Extract<AnalyticsDatasets['visitors'], { rows: unknown }>['rows']> {
  return PAGES.flatMap(([path, first, second]) =>
    [
      [0, first],
      [1, second],
    ].map(([week = 0, total = 0]) => {
      const unique = Math.round(total * 0.62);
      const ai = Math.round(unique * 0.12);
      return { path, human: unique - ai, ai, total: unique, date: day(week1, week * 7 + 2) };
    }),
  );
}

/** [query, hits, ctr, topClickedPage] per week. */
type Search = readonly [string, number, number, string | null];

const SEARCHES_WEEK_1: readonly Search[] = [
  ['api key', 58, 0.81, '/api-reference/authentication'],
  ['rate limit', 41, 0.6, '/api-reference/rate-limits'],
  ['webhook signature', 20, 0, null],
  ['sso saml', 19, 0.47, '/guides/sso'],
  ['pagination', 16, 0.5, '/api-reference/pagination'],
  ['delete account', 3, 0, null],
  ['python sdk', 25, 0.72, '/sdks/python'],
];

const SEARCHES_WEEK_2: readonly Search[] = [
  ['api key', 65, 0.8, '/api-reference/authentication'],
  ['rate limit', 48, 0.62, '/api-reference/rate-limits'],
  ['webhook signature', 31, 0, null],
  ['sso saml', 22, 0.45, '/guides/sso'],
  ['pagination', 18, 0.5, '/api-reference/pagination'],
  ['custom domain ssl', 14, 0.3, '/guides/custom-domains'],
  ['delete account', 12, 0, null],
  ['python sdk', 11, 0.7, '/sdks/python'],
  ['Webhook Signature ', 4, 0, null],
  ['retry 429', 3, 0, null],
  ['python async client', 1, 0, null],
];

function searches(week1: Date): NonNullable<Extract<AnalyticsDatasets['searches'], { rows: unknown }>['rows']> {
  return [
    ...SEARCHES_WEEK_1.map(([searchQuery, hits, ctr, topClickedPage]) => ({
      searchQuery,
      hits,
      ctr,
      topClickedPage,
      lastSearchedAt: `${day(week1, 5)}T14:02:11Z`,
      date: day(week1, 5),
    })),
    ...SEARCHES_WEEK_2.map(([searchQuery, hits, ctr, topClickedPage]) => ({
      searchQuery,
      hits,
      ctr,
      topClickedPage,
      lastSearchedAt: `${day(week1, 12)}T09:41:27Z`,
      date: day(week1, 12),
    })),
  ];
}

function feedbackByPage(
  week1: Date,
): NonNullable<Extract<AnalyticsDatasets['feedbackByPage'], { rows: unknown }>['rows']> {
  const row = (path: string, thumbsUp: number, thumbsDown: number, code: number, week: number) => ({
    path,
    thumbsUp,
    thumbsDown,
    code,
    total: thumbsUp + thumbsDown + code,
    date: day(week1, week * 7 + 3),
  });
  return [
    row('/api-reference/authentication', 3, 9, 1, 0),
    row('/quickstart', 38, 2, 0, 0),
    row('/api-reference/authentication', 4, 14, 2, 1),
    row('/guides/webhooks', 2, 7, 1, 1),
    row('/quickstart', 40, 3, 0, 1),
    row('/guides/sso', 5, 5, 0, 1),
    row('/sdks/go', 0, 1, 0, 1),
  ];
}

function feedback(week1: Date): FeedbackItem[] {
  const at = (days: number, time: string): string => `${day(week1, days)}T${time}Z`;
  return [
    {
      id: 'fb_01',
      path: '/api-reference/authentication',
      comment:
        'The curl snippet sends the key as a query parameter, but the text says to use the Authorization header.',
      createdAt: at(9, '08:12:40'),
      source: 'contextual',
      status: 'pending',
      helpful: false,
      contact: FEEDBACK_CONTACT,
    },
    {
      id: 'fb_02',
      path: '/api-reference/authentication',
      comment: 'Which scopes does a read-only key need?',
      createdAt: at(10, '16:05:02'),
      source: 'contextual',
      status: 'pending',
      helpful: false,
      contact: null,
    },
    {
      id: 'fb_03',
      path: '/api-reference/authentication',
      comment: 'Token expiry is not documented anywhere.',
      createdAt: at(12, '11:30:00'),
      source: 'contextual',
      status: 'pending',
      helpful: false,
      contact: null,
    },
    {
      id: 'fb_04',
      path: '/api-reference/authentication',
      comment: 'Fixed, thanks',
      createdAt: at(11, '09:00:00'),
      source: 'contextual',
      status: 'resolved',
      helpful: true,
      contact: null,
    },
    {
      id: 'fb_05',
      path: '/guides/webhooks',
      comment: 'How do I verify the signature in Node? The sample is Python only.',
      createdAt: at(10, '13:45:10'),
      source: 'code_snippet',
      status: 'pending',
      code: 'hmac.compare_digest(sig, expected)',
      filename: 'verify.py',
      lang: 'python',
    },
    {
      id: 'fb_06',
      path: '/guides/webhooks',
      comment: null,
      createdAt: at(11, '07:20:00'),
      source: 'thumbs_only',
      status: 'pending',
    },
    {
      id: 'fb_07',
      path: '/quickstart',
      comment: 'Great walkthrough!',
      createdAt: at(12, '18:00:00'),
      source: 'contextual',
      status: 'dismissed',
      helpful: true,
      contact: null,
    },
    {
      id: 'fb_08',
      path: '/api-reference/authentication',
      comment: 'Example is outdated',
      createdAt: at(3, '10:00:00'),
      source: 'contextual',
      status: 'pending',
      helpful: false,
      contact: null,
    },
  ];
}

function conversations(week1: Date): AssistantConversation[] {
  const rows: AssistantConversation[] = [];
  let n = 0;
  const add = (week: number, category: string | null, unanswered: boolean, query: string, path: string): void => {
    n += 1;
    rows.push({
      id: `conv_${String(n).padStart(4, '0')}`,
      timestamp: `${day(week1, week * 7 + (n % 6))}T${String(8 + (n % 10)).padStart(2, '0')}:15:00Z`,
      query,
      response: unanswered ? "I couldn't find that in the documentation." : 'Here is how to do it, step by step.',
      sources: unanswered ? [] : [{ title: 'Docs', url: `${DOCS_URL}${path}` }],
      resolutionStatus: unanswered ? 'unanswered' : 'answered',
      queryCategory: category,
      pageUrl: `${DOCS_URL}${path}`,
    });
  };
  // Week 1: fewer conversations, Authentication already struggling.
  for (let i = 0; i < 5; i += 1)
    add(0, 'Authentication', i < 3, 'How do I rotate an API key?', '/api-reference/authentication');
  for (let i = 0; i < 4; i += 1)
    add(0, 'Webhooks', i < 1, 'What IP addresses do webhooks come from?', '/guides/webhooks');
  // Week 2.
  for (let i = 0; i < 12; i += 1) {
    const unanswered = i < 7;
    add(
      1,
      'Authentication',
      unanswered,
      unanswered
        ? i < 4
          ? 'How do I rotate an API key?'
          : 'Can a key be limited to one project?'
        : 'Where do I create an API key?',
      i % 3 === 0 ? '/quickstart' : '/api-reference/authentication',
    );
  }
  for (let i = 0; i < 9; i += 1) {
    const unanswered = i < 6;
    add(
      1,
      'Webhooks',
      unanswered,
      unanswered
        ? i < 4
          ? 'How do I verify the signature in Node?'
          : 'Are webhooks retried after a 500?'
        : 'How do I register a webhook?',
      '/guides/webhooks',
    );
  }
  for (let i = 0; i < 5; i += 1)
    add(1, 'Billing', i < 1, i < 1 ? 'Do you offer a startup discount?' : 'How is usage billed?', '/pricing');
  for (let i = 0; i < 4; i += 1) add(1, null, i < 3, 'hello', '/introduction');
  for (let i = 0; i < 8; i += 1) add(1, 'SDKs', i < 1, 'Is there a Rust SDK?', '/sdks/node');
  return rows;
}

/**
 * The two weeks as fake-Mintlify datasets. Week 1 is `[week1, week1 + 7 days)`, week 2 the
 * seven days after it (UTC days, `dateTo` exclusive).
 */
export function docsSiteAnalytics(week1: Date): Partial<AnalyticsDatasets> {
  return {
    views: { rows: views(week1) },
    visitors: { rows: visitors(week1) },
    searches: { rows: searches(week1) },
    feedback: { rows: feedback(week1) },
    feedbackByPage: { rows: feedbackByPage(week1) },
    assistant: { rows: conversations(week1) },
    callerStats: { web: 38, api: 6, other: 1, total: 45 },
  };
}

/** `date-from`/`date-to` inputs of week 1 or 2 (`date-to` exclusive). */
export function weekRange(week1: Date, week: 1 | 2): { 'date-from': string; 'date-to': string } {
  return { 'date-from': day(week1, (week - 1) * 7), 'date-to': day(week1, week * 7) };
}
