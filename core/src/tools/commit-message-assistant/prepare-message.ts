import { firstKeywordMatch, stripGitComments } from '../../conventional';
import { SCOPE_RULES, typeRules } from './describe';
import { isCommitType } from './types';

/** What the prepare-commit-msg hook knows when git opens the editor. */
export interface PrepareFacts {
  /** `git symbolic-ref --short HEAD`; undefined on a detached HEAD. */
  branch: string | undefined;
  /** Staged paths, relative to the repository root. */
  staged: readonly string[];
  /** The workspace package holding most staged files (the commit form's first scope), if any. */
  workspaceScope: string | undefined;
}

/** Branch prefixes people use for a type that are not the type's own name. */
const BRANCH_TYPE_ALIASES: Readonly<Record<string, string>> = {
  feature: 'feat',
  features: 'feat',
  bugfix: 'fix',
  hotfix: 'fix',
  doc: 'docs',
  tests: 'test',
};

/** Paths as words: separators and dots become spaces, so `docs/api.md` reads as "docs api md". */
const pathWords = (paths: readonly string[]) => paths.join(' ').replace(/[/\\._]/g, ' ');

/**
 * A scope from what is staged: the workspace package holding most staged files, else the first SCOPE_RULES word
 * in the staged paths (`src/auth/login.ts` gives auth); undefined when nothing says.
 */
export function guessScope(
  staged: readonly string[],
  workspaceScope: string | undefined,
): string | undefined {
  return workspaceScope ?? firstKeywordMatch(pathWords(staged), SCOPE_RULES);
}

/**
 * The header the editor opens with, `type(scope): `, by the commit tool's rules: the type is the branch's
 * prefix when it names one (`feat/…`, `feature/…`), else the first typeRules() word in the branch name, then
 * in the staged paths, else feat; the scope is the workspace package of the staged files, else the first
 * SCOPE_RULES word in the staged paths, then in the branch name.
 */
export function guessHeader({ branch = '', staged, workspaceScope }: PrepareFacts): string {
  const [prefix = '', ...rest] = branch.split('/');
  const named = BRANCH_TYPE_ALIASES[prefix.toLowerCase()] ?? prefix.toLowerCase();
  const branchText = rest.length > 0 ? rest.join(' ') : branch;
  const files = pathWords(staged);
  const type =
    (rest.length > 0 && isCommitType(named) ? named : undefined) ??
    firstKeywordMatch(branch, typeRules()) ??
    firstKeywordMatch(files, typeRules()) ??
    'feat';
  const scope = guessScope(staged, workspaceScope) ?? firstKeywordMatch(branchText, SCOPE_RULES);
  return `${type}${scope ? `(${scope})` : ''}: `;
}

/**
 * The message file's new text, or undefined to leave it alone: git already filled it (`source` is message,
 * template, merge, squash or commit: -m/-F, a template, a merge, --squash, --amend/-c/-C), or it holds text
 * that is not a comment.
 */
export function preparedMessage(current: string, source: string | undefined, facts: PrepareFacts) {
  if (source) return undefined;
  if (stripGitComments(current).trim() !== '') return undefined;
  return `${guessHeader(facts)}\n${current.startsWith('\n') ? '' : '\n'}${current}`;
}
