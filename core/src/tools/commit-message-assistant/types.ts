/** The spec's eleven commit types, in its order, with their emoji and descriptions (§3). */
export const COMMIT_TYPES = [
  { type: 'feat', emoji: '✨', description: 'A new feature' },
  { type: 'fix', emoji: '🐛', description: 'A bug fix' },
  { type: 'docs', emoji: '📚', description: 'Documentation only changes' },
  { type: 'style', emoji: '💎', description: 'Changes that do not affect the meaning of the code' },
  { type: 'refactor', emoji: '♻️', description: 'A code change that neither fixes a bug nor adds a feature' },
  { type: 'perf', emoji: '⚡', description: 'A code change that improves performance' },
  { type: 'test', emoji: '🧪', description: 'Adding missing tests or correcting existing tests' },
  { type: 'build', emoji: '🔧', description: 'Changes that affect the build system or dependencies' },
  { type: 'ci', emoji: '👷', description: 'Changes to CI configuration files and scripts' },
  { type: 'chore', emoji: '🔨', description: "Other changes that don't modify src or test files" },
  { type: 'revert', emoji: '⏪', description: 'Reverts a previous commit' },
] as const;

export type CommitType = (typeof COMMIT_TYPES)[number]['type'];

export const FALLBACK_EMOJI = '📝';

/** The spec's twelve scope options. */
export const COMMIT_SCOPES = [
  'api',
  'ui',
  'auth',
  'database',
  'config',
  'deps',
  'docs',
  'tests',
  'utils',
  'components',
  'pages',
  'hooks',
] as const;

export type CommitFormat = 'conventional' | 'emoji' | 'angular';
export const COMMIT_FORMATS: readonly CommitFormat[] = ['conventional', 'emoji', 'angular'];

export const FORMAT_LABELS: Record<CommitFormat, string> = {
  conventional: 'Conventional',
  emoji: 'Emoji',
  angular: 'Angular',
};

export interface CommitInput {
  /** One of COMMIT_TYPES; any other string is kept as written and gets the fallback emoji. */
  type: string;
  scope?: string;
  description: string;
  body?: string;
  breaking?: boolean;
  /** Issue numbers or references; "12", "#12" and " 12 " all become `Closes #12`. */
  issues?: readonly string[];
}

export function isCommitType(value: string): value is CommitType {
  return COMMIT_TYPES.some((entry) => entry.type === value);
}

export function commitTypeEmoji(type: string): string {
  return COMMIT_TYPES.find((entry) => entry.type === type)?.emoji ?? FALLBACK_EMOJI;
}
