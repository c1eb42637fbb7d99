/**
 * What personal data an export may write: the rules a dataset definition applies to each row
 * before it reaches a file or a summary (resolved by the mode, e.g. `analytics/privacy.ts`), and
 * {@link pagePath}, what a page URL keeps where visitor text is left out. Pure.
 */

/** The privacy rules of one export. */
export interface Privacy {
  /**
   * Visitor-written text (search queries, feedback comments, assistant
   * questions and answers) goes into the files and the summary.
   */
  visitorText: boolean;
  /** Feedback `contact` (e-mail addresses) goes into the files. */
  contact: boolean;
  /** Why visitor text is left out, for the notice; `undefined` when it is kept. */
  excludedBecause: string | undefined;
}

/** The rules of an export that holds no visitor data at all (`page-views`): nothing to leave out, nothing kept. */
export const NO_VISITOR_DATA: Privacy = { visitorText: false, contact: false, excludedBecause: undefined };

/**
 * The path of a page URL, without scheme, host, query string or fragment:
 * `https://docs.acme.com/guide?email=a%40b.c#x` → `/guide`; a relative `guide?x` → `guide`. The
 * query string of the page a visitor was on can carry what they typed (a search, an e-mail
 * address, a token): where visitor text is left out, a URL keeps its path only.
 */
export function pagePath(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    try {
      return new URL(url).pathname;
    } catch {
      // Not a URL after all: cut it by hand below.
    }
  }
  return url.replace(/[?#].*$/s, '');
}
