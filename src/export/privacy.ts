/**
 * What personal data an export may write: the rules a dataset definition applies to each row
 * before it reaches a file or a summary (resolved by the mode, e.g. `analytics/privacy.ts`).
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
