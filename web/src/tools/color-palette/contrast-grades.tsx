import {
  PAGE_SCHEMES,
  type PageRole,
  type PageScheme,
  type PageTheme,
  type PairCheck,
  runPageContrast,
} from '@toolbox/core/tools/color-palette';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';

function Grade({ check }: { check: PairCheck }) {
  const size = check.pair.size === 'large' ? ' large text' : '';
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap font-medium">
      {check.passes ? (
        <CircleCheck aria-hidden className="size-4 text-success" />
      ) : (
        <CircleAlert aria-hidden className="size-4 text-destructive" />
      )}
      {check.grade}
      {size}
    </span>
  );
}

/**
 * Every pair a page puts together, in light and dark: a sample of it, its WCAG ratio, its grade for the text size it
 * is used at, and for a failing pair the nearest colour that passes, one press away.
 */
export function ContrastGrades({
  theme,
  onFix,
}: {
  theme: PageTheme;
  /** Without it (a shared palette), a failing pair names its fix but offers no button. */
  onFix?(scheme: PageScheme, role: PageRole, hex: string): void;
}) {
  const checks = PAGE_SCHEMES.map((scheme) => [scheme, runPageContrast(theme[scheme])] as const);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">WCAG contrast of each pair</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 pr-2 font-medium">
              Pair
            </th>
            {PAGE_SCHEMES.map((scheme) => (
              <th key={scheme} scope="col" className="py-1 pr-2 font-medium capitalize">
                {scheme}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(checks[0]?.[1] ?? []).map((first, index) => (
            <tr key={`${first.pair.foreground}-${first.pair.background}`} className="border-t align-top">
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                <span className="font-medium">
                  {first.pair.foreground} on {first.pair.background}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {first.pair.use}: needs {first.minimum}:1
                </span>
              </th>
              {checks.map(([scheme, schemeChecks]) => {
                const check = schemeChecks[index] ?? first;
                const large = check.pair.size === 'large';
                return (
                  <td key={scheme} className="py-2 pr-2" data-scheme={scheme}>
                    <div className="flex flex-wrap items-center gap-2">
                      <span
                        aria-hidden
                        className={`grid h-8 w-10 place-items-center rounded border ${large ? 'text-2xl font-bold' : 'font-medium'}`}
                        style={{ backgroundColor: check.background, color: check.foreground }}
                      >
                        Aa
                      </span>
                      <span className="font-mono">{check.ratioText}:1</span>
                      <Grade check={check} />
                    </div>
                    {check.fix && !onFix && (
                      <p className="mt-1 text-xs text-muted-foreground">
                        Fix: {check.pair.adjust} {check.fix}
                      </p>
                    )}
                    {check.fix && onFix && (
                      <Button
                        variant="outline"
                        size="sm"
                        className="mt-1"
                        onClick={() => check.fix && onFix(scheme, check.pair.adjust, check.fix)}
                      >
                        Fix: {check.pair.adjust} {check.fix}
                      </Button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
