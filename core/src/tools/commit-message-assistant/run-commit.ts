import {
  findIssueReferences,
  type IssueReference,
  parseIssues,
  withoutIssueReference,
} from '../../conventional/issues';
import { ToolInputError } from '../../errors';
import { describeToCommit } from './describe';
import { fitCommitToRules } from './fit';
import { formatAllCommitMessages } from './format';
import { CONFIG_CONVENTIONAL, type LintRules } from './lint-rules';
import { guessScope, type PrepareFacts, preparedMessage } from './prepare-message';
import { shortHeader, TITLE_ADVICE } from './short-header';
import type { CommitFormat, CommitInput } from './types';

/** A commit as the form or the flags give it; every field may still be empty. */
export interface CommitRequest {
  type?: string;
  scope?: string;
  description?: string;
  body?: string;
  breaking?: boolean;
  /** Related issues: a list, or the form's comma-separated text (`12, GH-3`). */
  issues?: string | readonly string[];
  /** Free text to read type, scope and description from (Auto-Generate, `--describe`); given fields win. */
  describe?: string;
  /** The repository's lint rules: the commit is fitted to them, and a scope guessed only where they allow one. */
  rules?: LintRules;
  /** What is staged, for a scope when none is given and nothing is described. */
  staged?: { files: readonly string[]; workspaceScope: string | undefined };
  /** An issue reference found in the description, to move to the issues (the page's offer). */
  move?: IssueReference;
}

export interface CommitResult {
  /** The commit as written: described, its scope guessed, fitted to the rules. */
  commit: CommitInput;
  /** The same before fitting to the rules. */
  unfitted: CommitInput;
  /** Every format; null while the description is blank. */
  messages: Record<CommitFormat, string> | null;
  /** Issue references in the description, which belong in the footer. */
  references: IssueReference[];
  /** With `move`: the description without the reference and the issues' text with it. */
  moved?: { description: string; issues: string };
}

/** Free text to describe was blank. */
export class CommitInputError extends ToolInputError {
  constructor(message: string, field: 'describe') {
    super(message, 'Error', field);
  }
}

/** Whether the rules let a scope be given at all, and this one. */
function scopeAllowed(rules: LintRules, scope: string): boolean {
  const [emptyLevel = 0, emptyWhen = 'always'] = rules['scope-empty'] ?? [];
  if (Number(emptyLevel) > 0 && emptyWhen === 'always') return false;
  const [enumLevel = 0, enumWhen = 'always', allowed] = rules['scope-enum'] ?? [];
  if (Number(enumLevel) > 0 && Array.isArray(allowed) && allowed.length > 0) {
    return enumWhen === 'never' ? !allowed.includes(scope) : allowed.includes(scope);
  }
  return true;
}

function movedReference(request: CommitRequest, move: IssueReference, issues: readonly string[]) {
  const bare = (issue: string) => issue.replace(/^#+/, '').toLowerCase();
  const known = issues.some((issue) => bare(issue) === bare(move.issue));
  return {
    description: withoutIssueReference(request.description ?? '', move),
    issues:
      known && typeof request.issues === 'string'
        ? request.issues
        : [...issues, ...(known ? [] : [move.issue])].join(', '),
  };
}

/** Room for a described subject: the header within GitHub's title length and the rules' header-max-length. */
function describedRoom(
  type: string,
  scope: string | undefined,
  breaking: boolean | undefined,
  rules?: LintRules,
) {
  const [level = 0, , max] = (rules ?? CONFIG_CONVENTIONAL)['header-max-length'] ?? [];
  const limit = Number(level) > 0 && typeof max === 'number' ? Math.min(max, TITLE_ADVICE) : TITLE_ADVICE;
  return limit - `${type}${scope ? `(${scope})` : ''}${breaking ? '!' : ''}: `.length;
}

/** The commit message in every format, from the form's fields or free text, as the page and `toolbox commit` write it. */
export function runCommit(request: CommitRequest): CommitResult {
  const issues =
    typeof request.issues === 'string' ? parseIssues(request.issues) : [...(request.issues ?? [])];
  let { type, scope, description, body } = request;
  const { rules, staged } = request;
  if (request.describe !== undefined) {
    const described = describeToCommit(request.describe);
    if (!described) throw new CommitInputError('Describe the change in a few words.', 'describe');
    type ??= described.type;
    scope ??= described.scope;
    if (description === undefined) {
      const short = shortHeader(request.describe, describedRoom(type, scope, request.breaking, rules));
      description = short.description;
      // Auto-Generate run again on the same text finds its body already there.
      if (short.body && !body?.includes(short.body))
        body = body?.trim() ? `${short.body}\n\n${body}` : short.body;
    }
  }
  if (scope === undefined && request.describe === undefined && staged && staged.files.length > 0) {
    const guessed = guessScope(staged.files, staged.workspaceScope);
    if (guessed !== undefined && (!rules || scopeAllowed(rules, guessed))) scope = guessed;
  }
  const unfitted: CommitInput = {
    type: type ?? 'feat',
    scope,
    description: description ?? '',
    body,
    breaking: request.breaking,
    issues,
  };
  const commit = rules ? fitCommitToRules(unfitted, rules) : unfitted;
  return {
    commit,
    unfitted,
    messages: formatAllCommitMessages(commit),
    references: findIssueReferences(description ?? ''),
    ...(request.move ? { moved: movedReference(request, request.move, issues) } : {}),
  };
}

/**
 * The prepare-commit-msg hook: the message file's new text (`type(scope): ` guessed from the branch and the
 * staged paths), or undefined to leave it alone (git filled it, or it holds text).
 */
export function runPrepareMessage(input: PrepareFacts & { current: string; source: string | undefined }) {
  return preparedMessage(input.current, input.source, input);
}
