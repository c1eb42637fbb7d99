/**
 * What personal data goes into the snapshot's files and job summary. Visitor-written text
 * (search queries, feedback comments, assistant questions and answers) is personal data;
 * feedback `contact` is an e-mail address. Counts, paths, statuses and categories always go in.
 *
 * - `contact` is kept only with `include-contact: true`.
 * - `visitor-text: include` keeps visitor text, `exclude` leaves it out, and `auto` keeps it
 *   only in a private or internal repository: in a public one, or when the event payload does
 *   not say (fail safe), it is left out, with a notice saying how to include it.
 *
 * Pure.
 */
import type { Privacy } from '../export/privacy.ts';
import type { RepositoryVisibility } from '../github/visibility.ts';
import type { VisitorTextMode } from './inputs.ts';

/** Resolves the privacy rules from the inputs and the repository's visibility. */
export function resolvePrivacy(
  mode: VisitorTextMode,
  includeContact: boolean,
  visibility: RepositoryVisibility,
): Privacy {
  let excludedBecause: string | undefined;
  if (mode === 'exclude') excludedBecause = 'visitor-text is exclude';
  else if (mode === 'auto' && visibility === 'public')
    excludedBecause = 'this repository is public (visitor-text: auto)';
  else if (mode === 'auto' && visibility === 'unknown')
    excludedBecause =
      'the event payload does not say whether this repository is private, so it is treated as public (visitor-text: auto)';
  return { visitorText: excludedBecause === undefined, contact: includeContact, excludedBecause };
}

/**
 * The notice shown when visitor text is left out, e.g. `Search queries, feedback comments and
 * assistant conversations are left out of the artifact and the job summary because this
 * repository is public (visitor-text: auto). Counts, paths and categories are included. To
 * include the text, set visitor-text: include (it is personal data: …).`
 */
export function visitorTextNotice(privacy: Privacy): string | undefined {
  if (privacy.excludedBecause === undefined) return undefined;
  const howTo = privacy.excludedBecause.startsWith('visitor-text is exclude')
    ? 'To include it, set visitor-text: include or auto'
    : 'To include it, set visitor-text: include';
  return `Search queries, feedback comments and assistant conversations are left out of the artifact and the job summary because ${privacy.excludedBecause}. Counts, paths and categories are included. ${howTo} (visitor-written text is personal data: anyone who can read this repository's workflow runs can download the artifact and read the summary).`;
}
