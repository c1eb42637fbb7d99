/**
 * Topics: the findings about one subject, grouped so that one problem makes one finding issue and at most one agent
 * job. Pure and deterministic (the same findings make the same topics, whatever their order); no external service.
 *
 * Findings are joined on the team's own facts: the same page, or conversations started on the page ({@link factTie};
 * transitive). Visitor text — a search query, an assistant category or question — only adds evidence: a finding that
 * no fact ties to another (a search, questions started on no page of a finding) joins at most one topic, the one
 * whose core it names best ({@link wordTie}: words that name the page, words that name each other, or
 * {@link SHARED_WORDS} shared), and never joins two topics into one — one query naming several subjects cannot make
 * their findings (and their issues) one. The rules and a worked example: docs/findings.md, "Topics: one subject, one
 * issue".
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

/**
 * How two findings are tied by the team's own facts (rules 1 and 2: the same page, or unanswered questions whose
 * conversations started most often on the page), or `undefined`.
 */
function factTie(a: Finding, b: Finding): string | undefined {
  const pa = pageOf(a);
  const pb = pageOf(b);
  if (pa !== undefined && pb !== undefined) return pa === pb ? 'the same page' : undefined;
  if (pa === undefined && pb === undefined) return undefined;
  const other = pa === undefined ? a : b;
  return other.kind === 'unanswered-questions' && other.pages[0]?.value === (pa ?? pb)
    ? 'assistant conversations on the page'
    : undefined;
}

/**
 * How visitor words tie two findings (rules 3 and 4: words that name the page, words that name each other, shared
 * words), or `undefined`. Such a tie only adds evidence to a topic (see the module comment).
 */
function wordTie(a: Finding, b: Finding): string | undefined {
  const pa = pageOf(a);
  const pb = pageOf(b);
  if (pa !== undefined && pb !== undefined) return undefined;
  if (pa !== undefined || pb !== undefined) {
    const [onPage, other] = pa === undefined ? [b, a] : [a, b];
    return contains(allWords(other), pageNameWords(onPage)) ? 'words that name the page' : undefined;
  }
  const wa = allWords(a);
  const wb = allWords(b);
  if (contains(wb, nameWords(a)) || contains(wa, nameWords(b))) return 'words that name each other';
  return wa.filter((w) => wb.includes(w)).length >= SHARED_WORDS ? 'shared words' : undefined;
}

/** Why two findings are tied, or `undefined` when no rule ties them: a fact first, else visitor words. */
export function tie(a: Finding, b: Finding): string | undefined {
  return factTie(a, b) ?? wordTie(a, b);
}

/** Word ties from strongest to weakest: a finding that names several topics joins the one it names best. */
const WORD_TIE_STRENGTH = ['words that name the page', 'words that name each other', 'shared words'];

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
 * The fact groups of `sorted` ({@link factTie}, transitive), each in `sorted`'s order, in the order of their best
 * finding. O(n²) pair checks.
 */
export function factGroups(sorted: readonly Finding[]): Finding[][] {
  const parent = sorted.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    return r;
  };
  for (let i = 0; i < sorted.length; i += 1)
    for (let j = i + 1; j < sorted.length; j += 1) {
      const [ra, rb] = [root(i), root(j)];
      if (ra !== rb && factTie(sorted[i] as Finding, sorted[j] as Finding) !== undefined)
        parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
  const groups = new Map<number, Finding[]>();
  sorted.forEach((f, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), f]));
  return [...groups.values()];
}

/** A topic while it is built: its core (joined on facts) and the findings that joined it by visitor words. */
interface Building {
  core: Finding[];
  joined: Map<Finding, string>;
}

/** The topic `finding` joins by visitor words, and how: the one whose core it names best, else the first. */
function bestByWords(finding: Finding, topics: readonly Building[]): { topic: Building; how: string } | undefined {
  let best: { topic: Building; how: string; strength: number } | undefined;
  for (const topic of topics)
    for (const member of topic.core) {
      const how = wordTie(member, finding);
      const strength = how === undefined ? -1 : WORD_TIE_STRENGTH.indexOf(how);
      if (how !== undefined && (best === undefined || strength < best.strength)) best = { topic, how, strength };
    }
  return best;
}

/**
 * The findings grouped into topics by the rules of the module comment; groups in the order of their best finding
 * (score, then id). The fact groups come first; then each finding no fact ties to another, by score, joins the topic
 * whose core it names best, or starts a topic of its own (whose core it is). O(n²) pair checks, each a comparison of
 * word lists computed once per finding.
 */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const sorted = [...findings].sort(byScore);
  const topics: Building[] = [];
  const loose: Finding[] = [];
  for (const group of factGroups(sorted)) {
    const only = group[0] as Finding;
    if (group.length === 1 && pageOf(only) === undefined) loose.push(only);
    else topics.push({ core: group, joined: new Map() });
  }
  for (const finding of loose) {
    const best = bestByWords(finding, topics);
    if (best) best.topic.joined.set(finding, best.how);
    else topics.push({ core: [finding], joined: new Map() });
  }
  const built = topics.map((topic) => {
    const members = [...topic.core, ...topic.joined.keys()].sort(byScore);
    const lead = [...members].sort((a, b) => LEAD_ORDER[a.kind] - LEAD_ORDER[b.kind] || byScore(a, b))[0] as Finding;
    const rest = members.filter((f) => f !== lead);
    // How each joined: by visitor words as recorded, else its fact tie to the lead, else to another core finding.
    const how = (f: Finding): string =>
      topic.joined.get(f) ??
      factTie(lead, f) ??
      topic.core.flatMap((m) => (m === f ? [] : [factTie(m, f) ?? []].flat()))[0] ??
      'the same page';
    return { best: members[0] as Finding, findings: [lead, ...rest], ties: new Map(rest.map((f) => [f.id, how(f)])) };
  });
  return built.sort((a, b) => byScore(a.best, b.best)).map(({ findings, ties }) => ({ findings, ties }));
}
