/**
 * Topics: the findings about one subject, grouped so that one problem makes one finding issue and at most one agent
 * job. Pure and deterministic (the same findings make the same topics, whatever their order); no external service. Two
 * findings are one topic when a rule ties them, and ties are transitive: the same page, conversations started on the
 * page, words that name the page (`words.ts`), or words that name each other (one name's words all among the other's,
 * or {@link SHARED_WORDS} shared). The rules and a worked example: docs/findings.md, "Topics: one subject, one issue".
 */
import type { Finding } from '../types.ts';
import { pageWords, significantWords } from './words.ts';

/** Words two findings must share to be tied by rule 4 when neither name contains the other. */
const SHARED_WORDS = 2;

/** The page a finding is about (rule 1), if it is a page kind. */
function pageOf(finding: Finding): string | undefined {
  return finding.kind === 'negative-feedback' || finding.kind === 'traffic-drop' ? finding.path : undefined;
}

/**
 * `compute(finding)`, computed once per finding object and kept while the finding lives: grouping asks every pair of
 * findings for their words, and a snapshot may hold a thousand findings (a million pairs).
 */
function once(compute: (finding: Finding) => string[]): (finding: Finding) => string[] {
  const known = new WeakMap<Finding, string[]>();
  return (finding) => {
    let words = known.get(finding);
    if (words === undefined) {
      words = compute(finding);
      known.set(finding, words);
    }
    return words;
  };
}

/** The words a finding is named by (rules 3 and 4): a query's, a category's; none for page kinds or withheld text. */
const nameWords = once((finding) => {
  if (finding.kind === 'content-gap') return finding.subject === null ? [] : significantWords(finding.subject);
  if (finding.kind === 'unanswered-questions')
    return finding.category === null ? [] : significantWords(finding.category);
  return [];
});

/** Every word a finding holds (its name, and for unanswered questions its most asked queries). */
const allWords = once((finding) => {
  if (finding.kind !== 'unanswered-questions') return nameWords(finding);
  const words = new Set(nameWords(finding));
  for (const q of (finding.queries ?? []).slice(0, 3)) for (const w of significantWords(q.value)) words.add(w);
  return [...words];
});

/** The words that name the page of a page finding (rule 3); none for other kinds. */
const pageNameWords = once((finding) => {
  const page = pageOf(finding);
  return page === undefined ? [] : pageWords(page);
});

const contains = (all: readonly string[], part: readonly string[]): boolean =>
  part.length > 0 && part.every((w) => all.includes(w));

/** Why two findings are tied, or `undefined` when no rule ties them (see the module comment). */
export function tie(a: Finding, b: Finding): string | undefined {
  const pa = pageOf(a);
  const pb = pageOf(b);
  if (pa !== undefined && pb !== undefined) return pa === pb ? 'the same page' : undefined;
  if (pa !== undefined || pb !== undefined) {
    const page = (pa ?? pb) as string;
    const [onPage, other] = pa === undefined ? [b, a] : [a, b];
    if (other.kind === 'unanswered-questions' && other.pages[0]?.value === page)
      return 'assistant conversations on the page';
    return contains(allWords(other), pageNameWords(onPage)) ? 'words that name the page' : undefined;
  }
  const wa = allWords(a);
  const wb = allWords(b);
  if (contains(wb, nameWords(a)) || contains(wa, nameWords(b))) return 'words that name each other';
  return wa.filter((w) => wb.includes(w)).length >= SHARED_WORDS ? 'shared words' : undefined;
}

/** Findings in a stable order: score descending, then id. */
function byScore(a: Finding, b: Finding): number {
  return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** One group of findings, lead first (see {@link groupFindings}). */
export interface FindingGroup {
  /** The lead finding first (a thumbs-down page, else a traffic-drop page, else the top score), then by score. */
  findings: Finding[];
  /** How each non-lead finding joined, by its id: its tie to the lead, else to another member. */
  ties: Map<string, string>;
}

const LEAD_ORDER: Record<Finding['kind'], number> = {
  'negative-feedback': 0,
  'traffic-drop': 1,
  'unanswered-questions': 2,
  'content-gap': 3,
};

/**
 * The findings grouped into topics by the rules of the module comment; groups in the order of their
 * best finding (score, then id). O(n²) pair checks, each a comparison of word lists computed once per finding.
 */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const sorted = [...findings].sort(byScore);
  const parent = sorted.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    return r;
  };
  for (let i = 0; i < sorted.length; i += 1)
    for (let j = i + 1; j < sorted.length; j += 1) {
      const a = sorted[i] as Finding;
      const b = sorted[j] as Finding;
      const [ra, rb] = [root(i), root(j)];
      if (ra !== rb && tie(a, b) !== undefined) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
  const groups = new Map<number, Finding[]>();
  sorted.forEach((f, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), f]));
  return [...groups.values()].map((members) => {
    const lead = [...members].sort((a, b) => LEAD_ORDER[a.kind] - LEAD_ORDER[b.kind] || byScore(a, b))[0] as Finding;
    const rest = members.filter((f) => f !== lead);
    // How each joined: its tie to the lead, else to the first other member that ties it.
    const how = (f: Finding): string =>
      tie(lead, f) ?? members.flatMap((m) => (m === f ? [] : [tie(m, f) ?? []].flat()))[0] ?? 'shared words';
    return { findings: [lead, ...rest], ties: new Map(rest.map((f) => [f.id, how(f)])) };
  });
}
