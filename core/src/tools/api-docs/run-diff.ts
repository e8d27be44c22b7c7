import type { ApiDiff } from './api-diff';
import type { ChangeGroup } from './diff-report';
import type { FailOn } from './diff-rules';
import { issueLocation } from './load';
import { type ApiDocument, type LocatedIssue, loadDocument, locate } from './run-docs';

export interface ApiDiffInput {
  /** The earlier description. */
  base: ApiDocument;
  /** The later one. */
  revision: ApiDocument;
  /** What fails the check: a breaking change, or a breaking change or a warning; nothing when undefined. */
  failOn?: FailOn | undefined;
}

export interface ApiDiffReady {
  ok: true;
  report: ApiDiff;
  /** The changes grouped by operation, breaking first: what the page shows. */
  groups: ChangeGroup[];
  /** `2 breaking, 1 warning, 5 info`, or `no changes`. */
  summary: string;
  /** For a terminal: one line per change under its operation; empty when nothing changed. */
  text: string;
  /** GitHub-flavoured Markdown, for a pull request comment or a step summary. */
  markdown: string;
  /** Whether the report fails `failOn`. */
  fails: boolean;
}

interface ApiDiffInvalid {
  ok: false;
  /** The first side that is not a valid description. */
  side: 'old' | 'new';
  errors: LocatedIssue[];
  /** Its first error in one line, prefixed with its location when it has a line (`#/info (line 2, column 3): …`). */
  firstError: string | undefined;
}

export type ApiDiffResult = ApiDiffReady | ApiDiffInvalid;

/**
 * Every change between two descriptions, classified by oasdiff's rules, with its renderings and the check's
 * verdict; or the errors of the first side that is not valid. Never throws on bad input.
 */
export async function runApiDiff(input: ApiDiffInput): Promise<ApiDiffResult> {
  // The comparison and its renderings load with the first diff: `toolbox api-docs FILE` never needs them.
  const [{ compareLoaded }, { diffSummary, failsOn, groupChanges, renderDiffMarkdown, renderDiffText }] =
    await Promise.all([import('./api-diff'), import('./diff-report')]);
  const compared = compareLoaded(await loadDocument(input.base), await loadDocument(input.revision));
  if (!compared.ok) {
    const [first] = compared.errors;
    const firstError =
      first && `${first.line !== undefined ? `${issueLocation(first)}: ` : ''}${first.message}`;
    return { ok: false, side: compared.side, errors: locate(compared.errors), firstError };
  }
  const report = compared.diff;
  return {
    ok: true,
    report,
    groups: groupChanges(report),
    summary: diffSummary(report),
    text: renderDiffText(report),
    markdown: renderDiffMarkdown(report),
    fails: failsOn(report, input.failOn),
  };
}
