import type { RegexExplanation } from '@toolbox/core/tools/regex-json';
import { useEffect, useMemo, useState } from 'react';

type Explain = (pattern: string, flags: string) => RegexExplanation;

/** The explainer and its parser, loaded once the tester is shown: they stay out of the page's first load. */
function useExplain(): Explain | null {
  const [explain, setExplain] = useState<{ run: Explain } | null>(null);
  useEffect(() => {
    let live = true;
    void import('@toolbox/core/tools/regex-json/explain').then((module) => {
      if (live) setExplain({ run: module.explainRegex });
    });
    return () => {
      live = false;
    };
  }, []);
  return explain?.run ?? null;
}

/**
 * The pattern token by token, as core's explainer reads it with these flags (an invalid pattern shows nothing here:
 * the tester says why; one nested too deeply to explain says so).
 */
export function RegexExplanationView({ pattern, flags }: { pattern: string; flags: string }) {
  const explain = useExplain();
  const explanation = useMemo(() => (explain ? explain(pattern, flags) : null), [explain, pattern, flags]);
  if (explanation && !explanation.isValid && explanation.tooDeep)
    return <p className="text-sm text-muted-foreground">{explanation.error}</p>;
  if (!explanation?.isValid) return null;
  return (
    <section aria-label="Explanation" className="grid gap-3 text-sm">
      {explanation.flagNotes.length > 0 && (
        <ul aria-label="Flags" className="grid gap-1">
          {explanation.flagNotes.map((note) => (
            <li key={note.flag}>
              <code className="mr-2 rounded-sm bg-muted px-1 font-mono">{note.flag}</code>
              {note.text}
            </li>
          ))}
        </ul>
      )}
      <ol aria-label="Tokens" className="grid gap-1">
        {explanation.tokens.map((token) => (
          <li
            key={`${token.start}-${token.end}-${token.depth}`}
            className="grid grid-cols-[minmax(0,auto)_1fr] items-baseline gap-x-3"
            style={{ paddingInlineStart: `${token.depth * 1.25}rem` }}
          >
            <code className="break-all rounded-sm bg-muted px-1 font-mono" data-kind={token.kind}>
              {token.raw === '' ? '(empty)' : token.raw}
            </code>
            <span className="text-muted-foreground">{token.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
