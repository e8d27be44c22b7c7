import type { runTextCount, TextCaseResult } from '@toolbox/core/tools/text-case';

/** What the Text Case page shows of its text: every case (or why there is none) and the counts. */
export interface TextCaseFigures {
  cases: { ok: TextCaseResult } | { error: string };
  /** Null for a text over the limit, which is not counted. */
  count: ReturnType<typeof runTextCount> | null;
}

export interface TextCaseJob {
  text: string;
  perLine: boolean;
  separateNumbers: boolean;
}

export type TextCaseAnswer =
  | { kind: 'figures'; figures: TextCaseFigures }
  | { kind: 'crash'; message: string };
