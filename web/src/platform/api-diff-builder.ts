import {
  type ApiDiff,
  type ChangeGroup,
  compareSpecTexts,
  diffSummary,
  groupChanges,
  type Issue,
  issueLocation,
  renderDiffMarkdown,
} from '@toolbox/core/tools/api-docs';

export type CompareResult =
  | {
      ok: true;
      /** The changes grouped by operation, breaking first: what the page shows. */
      groups: ChangeGroup[];
      counts: ApiDiff['counts'];
      /** `2 breaking, 1 warning, 5 info`, or `no changes`. */
      summary: string;
      /** The same report as `toolbox api-docs diff --format md` writes it. */
      markdown: string;
    }
  | { ok: false; side: 'old' | 'new'; errors: (Issue & { where: string })[] };

/**
 * Both documents loaded (the old one's errors first), then core's `diffApis`: the compare worker's job, and run
 * inline where workers are missing (as in unit tests).
 */
export function compareSpecs(oldText: string, newText: string): CompareResult {
  const compared = compareSpecTexts(oldText, newText);
  if (!compared.ok)
    return {
      ok: false,
      side: compared.side,
      errors: compared.errors.map((e) => ({ ...e, where: issueLocation(e) })),
    };
  const report = compared.diff;
  return {
    ok: true,
    groups: groupChanges(report),
    counts: report.counts,
    summary: diffSummary(report),
    markdown: renderDiffMarkdown(report),
  };
}
