import type { RegexMatch, RegexResult } from '@toolbox/core/tools/regex-json';
import { Fragment } from 'react';
import { InlineError } from '../../components/inline-error';

/** The test text with each listed match marked. */
function HighlightedText({ text, matches }: { text: string; matches: readonly RegexMatch[] }) {
  const parts: { text: string; match?: number }[] = [];
  let at = 0;
  matches.forEach((match, index) => {
    if (match.end === match.index || match.index < at) return;
    parts.push({ text: text.slice(at, match.index) }, { text: match.text, match: index + 1 });
    at = match.end;
  });
  parts.push({ text: text.slice(at) });
  return (
    <section
      aria-label="Highlighted matches"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="max-h-64 overflow-auto rounded-md border bg-muted/50 p-3 font-mono text-sm whitespace-pre-wrap break-words"
    >
      {parts.map((part, index) =>
        part.match ? (
          <mark
            key={`m${part.match}`}
            title={`Match ${part.match}`}
            className="rounded-sm bg-warning/25 text-foreground"
          >
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: plain text runs have no identity but their position
          <Fragment key={`t${index}`}>{part.text}</Fragment>
        ),
      )}
    </section>
  );
}

function GroupList({ match }: { match: RegexMatch }) {
  if (match.groups.length === 0) return <span className="text-muted-foreground">no groups</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {match.groups.map((group) => (
        <Fragment key={group.number}>
          <dt className="text-muted-foreground">
            {group.name ? `${group.name} (${group.number})` : group.number}
          </dt>
          <dd className="break-all">
            {group.value === undefined ? <em>not matched</em> : JSON.stringify(group.value)}
            {group.indices && <span className="text-muted-foreground"> [{group.indices.join(', ')}]</span>}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function RegexResultView({ result, text }: { result: RegexResult; text: string }) {
  if (!result.isValid) {
    return <InlineError message={result.error} />;
  }
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm font-medium">
        {result.count === 1 ? '1 match' : `${result.count} matches`}
        {result.truncated && ` (first ${result.matches.length} listed)`}
      </p>
      <HighlightedText text={text} matches={result.matches} />
      {result.matches.length > 0 && (
        <ol
          aria-label="Matches"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="grid max-h-96 gap-2 overflow-auto text-sm"
        >
          {result.matches.map((match, index) => (
            <li key={`${match.index}-${match.end}`} className="grid gap-1 rounded-md border p-3 font-mono">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="break-all font-medium">{JSON.stringify(match.text)}</span>
                <span className="text-muted-foreground">
                  #{index + 1} at {match.index}–{match.end}
                </span>
              </div>
              <GroupList match={match} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
