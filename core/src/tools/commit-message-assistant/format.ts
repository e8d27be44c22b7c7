import { ToolInputError } from '../../errors';
import { COMMIT_FORMATS, type CommitFormat, type CommitInput, commitTypeEmoji } from './types';

function header(input: CommitInput, format: CommitFormat, description: string): string {
  const scope = input.scope?.trim() ?? '';
  if (format === 'emoji') {
    const emoji = commitTypeEmoji(input.type);
    return scope ? `${emoji} ${scope}: ${description}` : `${emoji} ${description}`;
  }
  const scopePart = scope ? `(${scope})` : '';
  return `${input.type}${scopePart}${input.breaking ? '!' : ''}: ${description}`;
}

/**
 * One message in one of the spec's §9 formats. Conventional and Angular share `type(scope)!: description`;
 * Emoji is `emoji scope: description` (no type, no `!`). Body, BREAKING CHANGE footer and `Closes #N`
 * each follow after a blank line.
 */
export function formatCommitMessage(input: CommitInput, format: CommitFormat): string {
  const description = input.description.trim();
  if (!description) throw new ToolInputError('A short description is required.');
  const parts = [header(input, format, description)];
  const body = input.body?.trim();
  if (body) parts.push(body);
  if (input.breaking) parts.push(`BREAKING CHANGE: ${description}`);
  // A number is GitHub's `#N`; other references (`GH-12`, `owner/repo#7`, `PROJ-123`) are written as given.
  const issues = (input.issues ?? []).map((issue) => issue.trim().replace(/^#+/, '')).filter(Boolean);
  if (issues.length > 0)
    parts.push(issues.map((issue) => `Closes ${/^\d+$/.test(issue) ? '#' : ''}${issue}`).join(', '));
  return parts.join('\n\n');
}

/** All three formats at once, as the page's tabs show them; null while the description is blank. */
export function formatAllCommitMessages(input: CommitInput): Record<CommitFormat, string> | null {
  if (!input.description.trim()) return null;
  return Object.fromEntries(
    COMMIT_FORMATS.map((format) => [format, formatCommitMessage(input, format)]),
  ) as Record<CommitFormat, string>;
}
