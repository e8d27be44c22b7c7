import { firstKeywordMatch, type KeywordRule, verbForms } from '../../conventional/keywords';
import { asciiOrUnicode } from '../../text/unicode-pattern';
import type { CommitType } from './types';

let madeTypeRules: readonly KeywordRule<CommitType>[] | undefined;

/**
 * The spec's type detection, in its order; the first rule with a word in the text wins, else feat. Made on first
 * use: the commit-msg hook's bundle holds this module and never asks (making the verb forms cost its start).
 */
export function typeRules(): readonly KeywordRule<CommitType>[] {
  madeTypeRules ??= [
    {
      value: 'fix',
      words: [
        ...verbForms('fix'),
        'bug',
        'bugs',
        'bugfix',
        'bugfixes',
        'error',
        'errors',
        'hotfix',
        'hotfixes',
      ],
    },
    {
      value: 'docs',
      words: ['doc', 'docs', ...verbForms('document'), 'documentation', 'readme', 'readmes'],
    },
    { value: 'test', words: verbForms('test') },
    {
      value: 'refactor',
      words: [...verbForms('refactor'), 'refactorings', ...verbForms('clean'), 'cleanup', 'cleanups'],
    },
    {
      value: 'style',
      words: [
        ...verbForms('style'),
        ...verbForms('format', ['formatted', 'formatting', 'formatter']),
        'styling',
      ],
    },
    {
      value: 'perf',
      words: [
        'performance',
        'perf',
        ...verbForms('optimize', ['optimization', 'optimizations']),
        ...verbForms('optimise', ['optimisation', 'optimisations']),
      ],
    },
    {
      value: 'build',
      words: [...verbForms('build', ['built']), 'dependency', 'dependencies', 'deps'],
    },
  ];
  return madeTypeRules;
}

/**
 * The spec's scope detection: the first of auth, ui, api, database, config, component found.
 * "component" yields `components`, the scope option the form offers.
 */
export const SCOPE_RULES: readonly KeywordRule<string>[] = [
  { value: 'auth', words: ['auth', 'authentication', 'authorization', 'authorisation', 'oauth'] },
  { value: 'ui', words: ['ui'] },
  { value: 'api', words: ['api', 'apis'] },
  { value: 'database', words: ['database', 'databases'] },
  { value: 'config', words: ['config', 'configs', 'configuration', 'configurations'] },
  { value: 'components', words: ['component', 'components'] },
];

/** A capital letter (in ASCII text, A-Z: compiling `\p{Lu}` alone was ~2.4M instructions of `commit --describe`). */
const UPPER = asciiOrUnicode(/[A-Z]/, '\\p{Lu}', 'u');

const LEADING_VERB = /^(add|added|fix|fixed|update|updated|remove|removed|create|created)\b[\s:,-]*/i;

/**
 * The spec's leading-verb strip and first-letter lowercasing. The first word keeps its case when it is
 * an acronym or identifier (README, API, iOS, useEffect): any capital after its first letter.
 */
export function describeSubject(text: string): string {
  const firstLine = text.trim().split(/\r?\n/)[0] ?? '';
  const stripped = firstLine.replace(LEADING_VERB, '').trim();
  const subject = (stripped || firstLine.trim()).replace(/\.$/, '');
  const firstWord = subject.split(/[\s.,:;/]/)[0] ?? '';
  const rest = firstWord.slice(1);
  if (UPPER(rest).test(rest)) return subject;
  return subject.charAt(0).toLowerCase() + subject.slice(1);
}

export interface DescribedCommit {
  type: CommitType;
  scope: string | undefined;
  description: string;
}

/** Auto-generate: type, scope and description from free text; null when the text is blank. */
export function describeToCommit(text: string): DescribedCommit | null {
  if (!text.trim()) return null;
  return {
    type: firstKeywordMatch(text, typeRules()) ?? 'feat',
    scope: firstKeywordMatch(text, SCOPE_RULES),
    description: describeSubject(text),
  };
}
