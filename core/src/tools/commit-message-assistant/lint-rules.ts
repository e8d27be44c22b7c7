import { hasBreakingFooter, hasBreakingMark } from '../../conventional/breaking';
import type { ParsedMessage } from '../../conventional/message';
import { asciiOrUnicode } from '../../text/unicode-pattern';
import { isLetterCase } from './letter-case';

type RuleLevel = 0 | 1 | 2;
type RuleWhen = 'always' | 'never';
export type RuleConfig =
  | readonly [RuleLevel]
  | readonly [RuleLevel, RuleWhen]
  | readonly [RuleLevel, RuleWhen, unknown];
export type LintRules = Readonly<Record<string, RuleConfig>>;

type RuleResult = [valid: boolean, message: string];
type Rule = (parsed: ParsedMessage, when: RuleWhen, value: unknown) => RuleResult;

/** @commitlint/config-conventional 20, rule for rule: same names, levels, conditions and values. */
export const CONFIG_CONVENTIONAL: LintRules = {
  'body-leading-blank': [1, 'always'],
  'body-max-line-length': [2, 'always', 100],
  'footer-leading-blank': [1, 'always'],
  'footer-max-line-length': [2, 'always', 100],
  'header-max-length': [2, 'always', 100],
  'header-trim': [2, 'always'],
  'subject-case': [2, 'never', ['sentence-case', 'start-case', 'pascal-case', 'upper-case']],
  'subject-empty': [2, 'never'],
  'subject-full-stop': [2, 'never', '.'],
  'type-case': [2, 'always', 'lower-case'],
  'type-empty': [2, 'never'],
  'type-enum': [
    2,
    'always',
    ['build', 'chore', 'ci', 'docs', 'feat', 'fix', 'perf', 'refactor', 'revert', 'style', 'test'],
  ],
};

const URL = /\bhttps?:\/\/\S+/;
const CHERRY_PICKED = /^\(cherry picked from commit [0-9a-f]{7,64}\)$/i;
const lines = (text: string) => text.split(/\r?\n/);
const phrase = (...parts: (string | null)[]) => parts.filter((part) => part !== null).join(' ');
const maxLineLength = (text: string, max: number) =>
  lines(text).every((line) => URL.test(line) || line.length <= max);
const asNumber = (value: unknown) => (typeof value === 'number' ? value : 0);
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/**
 * commitlint checks a subject's case only when it starts with a cased letter (a header's, an ASCII one). An ASCII
 * first character needs no Unicode classes, which ICU builds when the pattern is compiled.
 */
const ASCII_LETTER_FIRST = /^[A-Za-z]/;
const LETTER_FIRST = asciiOrUnicode(ASCII_LETTER_FIRST, '^[\\p{Ll}\\p{Lu}\\p{Lt}]', 'iu');

function startsWithLetter(input: string, field: 'subject' | 'header'): boolean {
  if (field === 'header') return ASCII_LETTER_FIRST.test(input);
  return LETTER_FIRST(input.charAt(0)).test(input);
}

function caseRule(field: 'type' | 'scope' | 'subject' | 'header' | 'body'): Rule {
  return (parsed, when, value) => {
    const input = parsed[field];
    if (!input || ((field === 'subject' || field === 'header') && !startsWithLetter(input, field))) {
      return [true, ''];
    }
    const config = value as { cases?: unknown } | undefined;
    const checks = asList(
      field === 'scope' && config && !Array.isArray(config) && typeof config === 'object'
        ? config.cases
        : value,
    ).map((check) =>
      typeof check === 'string' ? { when: 'always', case: check } : (check as { when: string; case: string }),
    );
    const segments = field === 'scope' ? input.split(/\/|\\|, ?/) : [input];
    const result = checks.some((check) => {
      const ok = segments.every((segment) => isLetterCase(segment, check.case));
      return check.when === 'never' ? !ok : ok;
    });
    const list = checks.map((check) => check.case).join(', ');
    return [
      when === 'never' ? !result : result,
      phrase(`${field} must`, when === 'never' ? 'not' : null, `be ${list}`),
    ];
  };
}

function emptyRule(field: 'type' | 'scope' | 'subject' | 'body' | 'footer', defaultWhen: RuleWhen): Rule {
  return (parsed, when = defaultWhen) => {
    const notEmpty = (parsed[field] ?? '').length > 0;
    const mustBeEmpty = when === 'always';
    return [mustBeEmpty ? !notEmpty : notEmpty, phrase(field, mustBeEmpty ? 'must' : 'may not', 'be empty')];
  };
}

function maxLengthRule(field: 'type' | 'scope' | 'subject' | 'body' | 'footer'): Rule {
  return (parsed, _when, value) => {
    const input = parsed[field];
    if (!input) return [true, ''];
    return [
      input.length <= asNumber(value),
      `${field} must not be longer than ${asNumber(value)} characters`,
    ];
  };
}

function maxLineLengthRule(field: 'body' | 'footer'): Rule {
  return (parsed, _when, value) => {
    const text = parsed[field];
    return [
      !text || maxLineLength(text, asNumber(value)),
      `${field}'s lines must not be longer than ${asNumber(value)} characters`,
    ];
  };
}

function minLengthRule(field: 'type' | 'scope' | 'subject' | 'body' | 'footer'): Rule {
  return (parsed, _when, value) => {
    const input = parsed[field];
    if (!input) return [true, ''];
    return [
      input.length >= asNumber(value),
      `${field} must not be shorter than ${asNumber(value)} characters`,
    ];
  };
}

function enumRule(field: 'type' | 'scope'): Rule {
  return (parsed, when, value) => {
    const input = parsed[field];
    const allowed = (
      Array.isArray(value) ? value : ((value as { scopes?: unknown[] } | undefined)?.scopes ?? [])
    ).map(String);
    if (!input || (field === 'scope' && allowed.length === 0)) return [true, ''];
    const parts = field === 'scope' ? input.split(/\/|\\|, ?/) : [input];
    const inEnum = (part: string) => allowed.includes(part);
    const valid =
      when === 'never' ? !parts.some(inEnum) && !inEnum(input) : parts.every(inEnum) || inEnum(input);
    return [
      valid,
      phrase(`${field} must`, when === 'never' ? 'not' : null, `be one of [${allowed.join(', ')}]`),
    ];
  };
}

function leadingBlankRule(field: 'body' | 'footer'): Rule {
  return (parsed, when) => {
    const content = parsed[field];
    if (!content) return [true, ''];
    const rawLines = lines(parsed.raw);
    const offset = field === 'body' ? 1 : rawLines.indexOf(lines(content)[0] ?? '');
    const leading = field === 'body' ? rawLines[1] : rawLines.slice(offset - 1)[0];
    const succeeds = leading === '';
    return [
      when === 'never' ? !succeeds : succeeds,
      phrase(field, when === 'never' ? 'may not' : 'must', 'have leading blank line'),
    ];
  };
}

/** The rules we implement: config-conventional's twelve plus the common ones teams add to it. */
export const RULES: Readonly<Record<string, Rule>> = {
  'body-case': caseRule('body'),
  'body-empty': emptyRule('body', 'always'),
  'body-full-stop': (parsed, when, value = '.') => {
    if (!parsed.body) return [true, ''];
    const hasStop = parsed.body.endsWith(String(value));
    return [
      when === 'never' ? !hasStop : hasStop,
      phrase('body', when === 'never' ? 'may not' : 'must', 'end with full stop'),
    ];
  },
  'body-leading-blank': leadingBlankRule('body'),
  'body-max-length': maxLengthRule('body'),
  'body-max-line-length': maxLineLengthRule('body'),
  'body-min-length': minLengthRule('body'),
  'breaking-change-exclamation-mark': (parsed, when) => {
    if (!parsed.header && !parsed.footer) return [true, ''];
    const mark = hasBreakingMark(parsed.header);
    const footer = !!parsed.footer && hasBreakingFooter(parsed.footer);
    const check = mark === footer;
    return [
      when === 'never' ? !check : check,
      phrase(
        'breaking changes',
        when === 'never' ? 'must not' : 'must',
        'have both an exclamation mark in the header and BREAKING CHANGE in the footer to identify a breaking change',
      ),
    ];
  },
  'footer-empty': emptyRule('footer', 'always'),
  'footer-leading-blank': leadingBlankRule('footer'),
  'footer-max-length': maxLengthRule('footer'),
  'footer-max-line-length': maxLineLengthRule('footer'),
  'footer-min-length': minLengthRule('footer'),
  'header-case': caseRule('header'),
  'header-full-stop': (parsed, when, value = '.') => {
    const hasStop = parsed.header.endsWith(String(value));
    return [
      when === 'never' ? !hasStop : hasStop,
      phrase('header', when === 'never' ? 'may not' : 'must', 'end with full stop'),
    ];
  },
  'header-max-length': (parsed, _when, value) => [
    parsed.header.length <= asNumber(value),
    `header must not be longer than ${asNumber(value)} characters, current length is ${parsed.header.length}`,
  ],
  'header-min-length': (parsed, _when, value) => [
    parsed.header.length >= asNumber(value),
    `header must not be shorter than ${asNumber(value)} characters, current length is ${parsed.header.length}`,
  ],
  'header-trim': (parsed) => {
    const { header } = parsed;
    if (!header) return [true, ''];
    const start = header.length > header.trimStart().length;
    const end = header.length > header.trimEnd().length;
    if (start && end) return [false, 'header must not be surrounded by whitespace'];
    if (start) return [false, 'header must not start with whitespace'];
    if (end) return [false, 'header must not end with whitespace'];
    return [true, ''];
  },
  'references-empty': (parsed, when = 'never') => {
    const notEmpty = parsed.referenceCount > 0;
    return [
      when === 'always' ? !notEmpty : notEmpty,
      phrase('references', when === 'always' ? 'must' : 'may not', 'be empty'),
    ];
  },
  'scope-case': caseRule('scope'),
  'scope-empty': emptyRule('scope', 'never'),
  'scope-enum': enumRule('scope'),
  'scope-max-length': maxLengthRule('scope'),
  'scope-min-length': minLengthRule('scope'),
  // Its last line that is not empty, a comment or git's cherry-pick note starts with the value (a DCO sign-off).
  'signed-off-by': (parsed, when, value = '') => {
    const kept = lines(parsed.raw).filter(
      (line) => line !== '' && !line.startsWith('#') && !CHERRY_PICKED.test(line.trim()),
    );
    const last = kept[kept.length - 1];
    const signed = last ? last.startsWith(String(value)) : false;
    return [
      when === 'never' ? !signed : signed,
      phrase('message', when === 'never' ? 'must not' : 'must', 'be signed off'),
    ];
  },
  'subject-case': caseRule('subject'),
  'subject-empty': emptyRule('subject', 'never'),
  'subject-exclamation-mark': (parsed, when) => {
    if (!parsed.header) return [true, ''];
    const has = hasBreakingMark(parsed.header);
    return [
      when === 'never' ? !has : has,
      phrase(
        'subject',
        when === 'never' ? 'must not' : 'must',
        'have an exclamation mark in the subject to identify a breaking change',
      ),
    ];
  },
  'subject-full-stop': (parsed, when, value = '.') => {
    const { header } = parsed;
    const colon = header.indexOf(':');
    if (colon > 0 && colon === header.length - 1) return [true, ''];
    const hasStop = header.endsWith(String(value)) && !header.endsWith('...');
    return [
      when === 'never' ? !hasStop : hasStop,
      phrase('subject', when === 'never' ? 'may not' : 'must', 'end with full stop'),
    ];
  },
  'subject-max-length': maxLengthRule('subject'),
  'subject-min-length': minLengthRule('subject'),
  'type-case': caseRule('type'),
  'type-empty': emptyRule('type', 'never'),
  'type-enum': enumRule('type'),
  'type-max-length': maxLengthRule('type'),
  'type-min-length': minLengthRule('type'),
};
