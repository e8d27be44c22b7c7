import { type ApiDiff, type ChangeGroup, type LocatedIssue, runApiDiff } from '@toolbox/core/tools/api-docs';

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
  | { ok: false; side: 'old' | 'new'; errors: LocatedIssue[] };

/**
 * Both documents loaded (the old one's errors first), then compared: the compare worker's job, and run inline
 * where workers are missing (as in unit tests).
 */
export async function compareSpecs(oldText: string, newText: string): Promise<CompareResult> {
  const compared = await runApiDiff({ base: { text: oldText }, revision: { text: newText } });
  if (!compared.ok) return { ok: false, side: compared.side, errors: compared.errors };
  const { groups, report, summary, markdown } = compared;
  return { ok: true, groups, counts: report.counts, summary, markdown };
}
