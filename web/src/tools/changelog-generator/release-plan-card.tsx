import { ToolInputError } from '@toolbox/core/errors';
import { GIT_LOG_COMMAND, type ReleasePlan, runReleasePlan } from '@toolbox/core/tools/changelog-generator';
import { useMemo } from 'react';
import { CodeField } from '../../components/code-field';
import { ColumnHeads } from '../../components/column-heads';
import { InlineError } from '../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useStoredForm } from '../../components/use-stored-state';

const clock = { now: () => new Date() };
const DEFAULTS = { log: '', packages: '' };
const COLUMNS = ['Package', 'Current', 'Next', 'Why'] as const;

function plan(log: string, packages: string): { plan?: ReleasePlan; error?: string } {
  if (log.trim() === '') return {};
  try {
    return { plan: runReleasePlan({ log, packageList: packages }, clock).plan };
  } catch (error) {
    if (error instanceof ToolInputError) return { error: error.message };
    throw error;
  }
}

/**
 * `toolbox release --dry-run`'s table for a pasted `git log`: the same core function decides each package's next
 * version, so what shows here is what the release in CI will do.
 */
export function ReleasePlanCard() {
  const [form, update] = useStoredForm('changelog-generator', 'release-plan', DEFAULTS);
  const result = useMemo(() => plan(form.log, form.packages), [form.log, form.packages]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Release Plan</CardTitle>
        <CardDescription>
          Paste the output of <code>{GIT_LOG_COMMAND}</code> to see what <code>toolbox release</code> would
          do: each changed package's next version from its Conventional Commits since its last tag.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CodeField
          label="Git Log"
          value={form.log}
          onChange={(value) => update('log', value)}
          rows={8}
          placeholder={
            'commit 3f2a… (tag: v1.2.0)\nAuthor: …\n\n    feat(ui): dark mode\n\npackages/ui/index.ts'
          }
        />
        <CodeField
          label="Packages"
          hint='One per line: "name folder [version]", e.g. "@acme/ui packages/ui 1.2.0". Empty: one package at the root, its version from the latest tag.'
          value={form.packages}
          onChange={(value) => update('packages', value)}
          rows={3}
        />
        <InlineError message={result.error} />
        {result.plan &&
          (result.plan.releases.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nothing to release: no package has a feat, fix, perf, revert or breaking change since its last
              tag.
            </p>
          ) : (
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Release plan</caption>
                <thead className="border-b bg-muted/50">
                  <ColumnHeads names={COLUMNS} className="px-3 py-2 font-medium" />
                </thead>
                <tbody>
                  {result.plan.releases.map((release) => (
                    <tr key={`${release.dir}\0${release.name}`} className="border-b last:border-0">
                      <th scope="row" className="px-3 py-2 font-mono text-xs font-medium">
                        {release.name}
                      </th>
                      <td className="px-3 py-2 font-mono text-xs">{release.current}</td>
                      <td className="px-3 py-2 font-mono text-xs">{release.next}</td>
                      <td className="px-3 py-2">{release.why}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
      </CardContent>
    </Card>
  );
}
