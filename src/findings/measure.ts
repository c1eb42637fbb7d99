/**
 * How a finding's subject stands in a snapshot, whether or not it is a finding there: the
 * "after" figure of a fix that is being verified (e.g. `3 searches with no click`). Pure; made
 * from the facts the snapshot gathered anyway (no extra request, no second pass).
 */
import { formatNumber, plural } from '../format/count.ts';
import type { SnapshotFacts } from './facts.ts';

/**
 * The current figures of the subject of finding `findingId` (`<kind>:<key>`, see `types.ts`),
 * e.g. `3 searches with no click`, `2 thumbs-down and 11 thumbs-up`, `1 of 9 conversations
 * unanswered`, `640 human views`; `undefined` when the dataset it needs was not exported
 * completely, or for an id of an unknown kind.
 */
export function measureFinding(findingId: string, facts: SnapshotFacts): string | undefined {
  const colon = findingId.indexOf(':');
  const kind = findingId.slice(0, colon);
  const key = findingId.slice(colon + 1);
  switch (kind) {
    case 'content-gap': {
      if (!facts.complete.has('searches')) return undefined;
      return `${plural(facts.searchGaps.get(key)?.hits ?? 0, 'search', 'searches')} with no click`;
    }
    case 'negative-feedback': {
      if (!facts.complete.has('feedback-by-page')) return undefined;
      const row = facts.feedbackByPage.find((r) => r.path === key);
      return `${formatNumber(row?.thumbsDown ?? 0)} thumbs-down and ${formatNumber(row?.thumbsUp ?? 0)} thumbs-up`;
    }
    case 'unanswered-questions': {
      if (!facts.complete.has('assistant')) return undefined;
      const tally = facts.categories.get(key);
      return `${formatNumber(tally?.unanswered ?? 0)} of ${plural(tally?.conversations ?? 0, 'conversation')} unanswered`;
    }
    case 'traffic-drop': {
      if (!facts.complete.has('views')) return undefined;
      return `${plural(facts.pageTraffic.get(key)?.[0] ?? 0, 'human view')}`;
    }
    default:
      return undefined;
  }
}
