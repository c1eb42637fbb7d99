/**
 * How a finding's subject stands in a snapshot, whether or not it is a finding there: the
 * "after" figure of a fix that is being verified (e.g. `3 searches with no click`). Pure; made
 * from the facts the snapshot gathered anyway (no extra request, no second pass).
 */
import { formatNumber, plural } from '../format/count.ts';
import type { SnapshotFacts } from './facts.ts';
import type { FindingKind } from './types.ts';

/** Every finding kind, in the order `measured` lists them. */
const FINDING_KINDS: readonly FindingKind[] = [
  'content-gap',
  'negative-feedback',
  'unanswered-questions',
  'traffic-drop',
];

/**
 * The figures of a finding's subject in one snapshot, finding or not, measured the same way in
 * every snapshot so that a fix's "before" and "after" compare (history.json keeps them per
 * finding, see `history.ts`):
 * - `content-gap`: `searches` of the query (every spelling) and `clicked`, those followed by a
 *   click (the sum of hits × click-through rate, rounded);
 * - `negative-feedback`: thumbs `down` and `up` of the page;
 * - `unanswered-questions`: `unanswered` of the category's `conversations`;
 * - `traffic-drop`: `human` views of the page.
 */
export type FindingFigures = Readonly<Record<string, number>>;

function kindAndKey(findingId: string): [kind: string, key: string] {
  const colon = findingId.indexOf(':');
  return [findingId.slice(0, colon), findingId.slice(colon + 1)];
}

/**
 * The finding kinds a snapshot could measure: each kind's datasets exported completely, with the
 * fields the kind needs — content gaps need every search row's query text (kept rows of a
 * snapshot resumed with visitor text left out have none), traffic drops need human views. A
 * snapshot that cannot measure a kind says nothing about its findings: it neither verifies a fix
 * nor shows one not helping. Pure.
 */
export function measurableKinds(facts: SnapshotFacts): FindingKind[] {
  const humanViews = facts.viewTotals?.human ?? [...facts.pageTraffic.values()].reduce((n, [h]) => n + h, 0);
  const can: Record<FindingKind, boolean> = {
    'content-gap': facts.complete.has('searches') && facts.searchesWithoutText === 0,
    'negative-feedback': facts.complete.has('feedback-by-page'),
    'unanswered-questions': facts.complete.has('assistant'),
    'traffic-drop': facts.complete.has('views') && humanViews > 0,
  };
  return FINDING_KINDS.filter((kind) => can[kind]);
}

/**
 * The {@link FindingFigures} of the subject of finding `findingId` (`<kind>:<key>`, see
 * `types.ts`) in `facts`; `undefined` when the snapshot could not measure its kind
 * ({@link measurableKinds}), or for an id of an unknown kind.
 */
export function measureFigures(findingId: string, facts: SnapshotFacts): FindingFigures | undefined {
  const [kind, key] = kindAndKey(findingId);
  const known = FINDING_KINDS.find((k) => k === kind);
  if (known === undefined || !measurableKinds(facts).includes(known)) return undefined;
  switch (known) {
    case 'content-gap': {
      const totals = facts.searchTotals.get(key);
      return { searches: totals?.searches ?? 0, clicked: Math.round(totals?.clicked ?? 0) };
    }
    case 'negative-feedback': {
      const row = facts.feedbackByPage.find((r) => r.path === key);
      return { down: row?.thumbsDown ?? 0, up: row?.thumbsUp ?? 0 };
    }
    case 'unanswered-questions': {
      const tally = facts.categories.get(key);
      return { unanswered: tally?.unanswered ?? 0, conversations: tally?.conversations ?? 0 };
    }
    case 'traffic-drop':
      return { human: facts.pageTraffic.get(key)?.[0] ?? 0 };
  }
}

/**
 * {@link FindingFigures} in words, e.g. `58 searches, 64 % followed by a click`, `2 thumbs-down
 * and 11 thumbs-up`, `1 of 9 conversations unanswered`, `640 human views`; `undefined` when the
 * figures are not those of the finding's kind.
 */
export function describeFigures(findingId: string, figures: FindingFigures): string | undefined {
  const [kind] = kindAndKey(findingId);
  const n = (name: string): number | undefined => figures[name];
  switch (kind) {
    case 'content-gap': {
      const searches = n('searches');
      const clicked = n('clicked');
      if (searches === undefined || clicked === undefined) return undefined;
      const share = searches > 0 ? Math.round((clicked / searches) * 100) : 0;
      return `${plural(searches, 'search', 'searches')}, ${share} % followed by a click`;
    }
    case 'negative-feedback': {
      const down = n('down');
      const up = n('up');
      return down === undefined || up === undefined
        ? undefined
        : `${formatNumber(down)} thumbs-down and ${formatNumber(up)} thumbs-up`;
    }
    case 'unanswered-questions': {
      const unanswered = n('unanswered');
      const conversations = n('conversations');
      return unanswered === undefined || conversations === undefined
        ? undefined
        : `${formatNumber(unanswered)} of ${plural(conversations, 'conversation')} unanswered`;
    }
    case 'traffic-drop': {
      const human = n('human');
      return human === undefined ? undefined : plural(human, 'human view');
    }
    default:
      return undefined;
  }
}

/**
 * How the subject of finding `findingId` stands in `facts`, in words ({@link describeFigures} of
 * {@link measureFigures}): the "after" figure of a fix being verified; `undefined` when the
 * snapshot could not measure its kind, or for an id of an unknown kind.
 */
export function measureFinding(findingId: string, facts: SnapshotFacts): string | undefined {
  const figures = measureFigures(findingId, facts);
  return figures === undefined ? undefined : describeFigures(findingId, figures);
}
