import { runMessageLint, TITLE_ADVICE } from '@toolbox/core/tools/commit-message-assistant';
import { cn } from '../../components/ui/cn';

/**
 * The Conventional message linted as `toolbox commit lint` lints it (core's lint, commitlint config-conventional's
 * rules), live: the header's length against the limit, every problem, and a warning past 72 characters.
 */
export function HeaderLint({ message }: { message: string }) {
  const { result, problems, header } = runMessageLint({ message });
  const headerLimit = header.limit;
  const long = header.length > TITLE_ADVICE && header.length <= headerLimit;
  const state = !result.valid ? 'error' : problems.length > 0 || long ? 'warning' : 'ok';
  return (
    <div className="grid gap-1 text-sm" data-testid="header-lint">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">Commit lint (config-conventional, as toolbox commit lint)</span>
        <span
          className={cn(
            'font-mono text-xs tabular-nums',
            header.length > headerLimit ? 'text-error' : long ? 'text-warning' : 'text-muted-foreground',
          )}
        >
          Header {header.length}/{headerLimit}
        </span>
      </p>
      <ul aria-live="polite" className="grid gap-1">
        {state === 'ok' && <li className="text-muted-foreground">✓ Passes lint.</li>}
        {problems.map((problem) => (
          <li key={problem} className={problem.startsWith('✖') ? 'text-error' : 'text-warning'}>
            {problem}
          </li>
        ))}
        {long && (
          <li className="text-warning">
            ⚠ header is {header.length} characters: GitHub cuts titles after {TITLE_ADVICE}; keep it shorter
            (move details to the body, issue references to Related Issues).
          </li>
        )}
      </ul>
    </div>
  );
}
