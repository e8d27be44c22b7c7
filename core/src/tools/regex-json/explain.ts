import { type AST, RegExpParser } from '@eslint-community/regexpp';
import { compileRegex } from './regex-run';

type Alternative = AST.Alternative;
type CharacterClass = AST.CharacterClass;
type CharacterClassElement = AST.CharacterClassElement;
type CharacterNode = AST.Character;
type Element = AST.Element;
type ExpressionCharacterClass = AST.ExpressionCharacterClass;
type Node = AST.Node;
type Quantifier = AST.Quantifier;

type RegexTokenKind =
  | 'literal'
  | 'character-set'
  | 'character-class'
  | 'anchor'
  | 'group'
  | 'capture'
  | 'lookaround'
  | 'backreference'
  | 'alternative';

/** One token of the pattern: where the parser found it, how deep it is nested, and what it matches. */
interface RegexToken {
  start: number;
  end: number;
  raw: string;
  depth: number;
  kind: RegexTokenKind;
  text: string;
}

interface RegexFlagNote {
  flag: string;
  text: string;
}

export type RegexExplanation =
  | { isValid: true; flagNotes: RegexFlagNote[]; tokens: RegexToken[] }
  /** tooDeep: the pattern is valid (it runs), only nested deeper than the explainer goes. */
  | { isValid: false; error: string; tooDeep?: true };

const FLAG_TEXT: Record<string, string> = {
  d: 'indices: each group reports where it starts and ends',
  g: 'global: every match, not only the first',
  i: 'ignore case: letters match in either case',
  m: 'multiline: ^ and $ match at the start and end of each line',
  s: 'dot all: . matches line breaks too',
  u: 'unicode: the pattern is read as code points, \\p{…} works',
  v: 'unicode sets: unicode, plus set operations (--, &&) and strings in classes',
  y: 'sticky: a match must start exactly where the last one ended',
};

const NAMED_CHARACTERS: Record<number, string> = {
  0: 'a NUL character',
  9: 'a tab',
  10: 'a line feed (\\n)',
  11: 'a vertical tab',
  12: 'a form feed',
  13: 'a carriage return (\\r)',
  32: 'a space',
};

interface Context {
  ignoreCase: boolean;
  multiline: boolean;
  dotAll: boolean;
  tokens: RegexToken[];
}

function characterName(node: CharacterNode): string {
  const named = NAMED_CHARACTERS[node.value];
  if (named) return named;
  const char = String.fromCodePoint(node.value);
  if (node.value < 0x20 || (node.value >= 0x7f && node.value <= 0x9f))
    return `the control character U+${node.value.toString(16).toUpperCase().padStart(4, '0')}`;
  return `"${char}"`;
}

/** A range's ends are shown bare (a–z) when they are visible characters. */
function rangeEnd(node: CharacterNode): string {
  return node.value > 0x20 && node.value !== 0x7f && !(node.value >= 0x80 && node.value <= 0xa0)
    ? String.fromCodePoint(node.value)
    : characterName(node);
}

function caseNote(context: Context, text: string): string {
  return context.ignoreCase && text.toLowerCase() !== text.toUpperCase() ? ' (either case)' : '';
}

function characterSetText(node: Extract<Node, { type: 'CharacterSet' }>, context: Context): string {
  switch (node.kind) {
    case 'any':
      return context.dotAll ? 'any character, line breaks included' : 'any character except a line break';
    case 'digit':
      return node.negate ? 'any character but a digit' : 'a digit (0–9)';
    case 'space':
      return node.negate
        ? 'any character but whitespace'
        : 'a whitespace character (space, tab, line break…)';
    case 'word':
      return node.negate ? 'any character but a word character' : 'a word character (a–z, A–Z, 0–9, _)';
    case 'property': {
      const property = node.raw.slice(3, -1);
      if (node.strings) return `a string with the Unicode property ${property}`;
      return `${node.negate ? 'a character without' : 'a character with'} the Unicode property ${property}`;
    }
  }
}

function classItem(element: CharacterClassElement, context: Context): string {
  switch (element.type) {
    case 'Character':
      return characterName(element);
    case 'CharacterClassRange':
      return `${rangeEnd(element.min)}–${rangeEnd(element.max)}`;
    case 'CharacterSet':
      return characterSetText(element, context);
    case 'CharacterClass':
    case 'ExpressionCharacterClass':
      return classText(element, context);
    case 'ClassStringDisjunction':
      return `one of the strings ${element.alternatives.map((alt) => JSON.stringify(alt.raw)).join(', ')}`;
  }
}

function expressionText(node: ExpressionCharacterClass['expression'], context: Context): string {
  const operand = (side: typeof node.left): string =>
    side.type === 'ClassIntersection' || side.type === 'ClassSubtraction'
      ? expressionText(side, context)
      : classItem(side, context);
  return node.type === 'ClassIntersection'
    ? `${operand(node.left)} that is also ${operand(node.right)}`
    : `${operand(node.left)} but not ${operand(node.right)}`;
}

function classText(node: CharacterClass | ExpressionCharacterClass, context: Context): string {
  const inner =
    node.type === 'ExpressionCharacterClass'
      ? expressionText(node.expression, context)
      : node.elements.map((element) => classItem(element, context)).join(', ');
  if (node.type === 'CharacterClass' && node.elements.length === 0)
    return node.negate ? 'any character at all' : 'nothing (an empty class never matches)';
  return `${node.negate ? 'any one character except' : 'one of'}: ${inner}${caseNote(context, node.raw)}`;
}

function quantityText(node: Quantifier): string {
  const { min, max } = node;
  let times: string;
  if (min === 0 && max === 1) times = 'optional (0 or 1 time)';
  else if (max === Number.POSITIVE_INFINITY) times = `${min} or more times`;
  else if (min === max) times = min === 1 ? 'exactly once' : `exactly ${min} times`;
  else times = `between ${min} and ${max} times`;
  if (min === max) return times;
  return `${times}, ${node.greedy ? 'as many as possible' : 'as few as possible (lazy)'}`;
}

function push(context: Context, node: Node, depth: number, kind: RegexTokenKind, text: string) {
  context.tokens.push({ start: node.start, end: node.end, raw: node.raw, depth, kind, text });
}

function walkAlternatives(alternatives: readonly Alternative[], depth: number, context: Context) {
  if (alternatives.length === 1) {
    walkElements(alternatives[0]?.elements ?? [], depth, context);
    return;
  }
  alternatives.forEach((alternative, index) => {
    const text =
      alternative.elements.length === 0
        ? `alternative ${index + 1} of ${alternatives.length}: nothing (the empty string)`
        : `alternative ${index + 1} of ${alternatives.length}`;
    push(context, alternative, depth, 'alternative', text);
    walkElements(alternative.elements, depth + 1, context);
  });
}

/** Runs of plain characters become one token ("the text …"), as a reader sees them. */
function walkElements(elements: readonly Element[], depth: number, context: Context) {
  let run: CharacterNode[] = [];
  const flush = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (!first || !last) return;
    const node = { start: first.start, end: last.end, raw: run.map((char) => char.raw).join('') };
    const value = run.map((char) => String.fromCodePoint(char.value)).join('');
    const text =
      run.length === 1
        ? `the character ${characterName(first)}${caseNote(context, value)}`
        : `the text ${JSON.stringify(value)}${caseNote(context, value)}`;
    context.tokens.push({ ...node, depth, kind: 'literal', text });
    run = [];
  };
  for (const element of elements) {
    if (element.type === 'Character') {
      run.push(element);
      continue;
    }
    flush();
    walkElement(element, depth, context, undefined);
  }
  flush();
}

function walkElement(element: Element, depth: number, context: Context, quantifier: Quantifier | undefined) {
  const node = quantifier ?? element;
  const times = quantifier ? ` — ${quantityText(quantifier)}` : '';
  switch (element.type) {
    case 'Quantifier':
      walkElement(element.element, depth, context, element);
      return;
    case 'Character':
      push(
        context,
        node,
        depth,
        'literal',
        `the character ${characterName(element)}${caseNote(context, element.raw)}${times}`,
      );
      return;
    case 'CharacterSet':
      push(context, node, depth, 'character-set', `${characterSetText(element, context)}${times}`);
      return;
    case 'CharacterClass':
    case 'ExpressionCharacterClass':
      push(context, node, depth, 'character-class', `${classText(element, context)}${times}`);
      return;
    case 'Backreference': {
      const groups = Array.isArray(element.resolved) ? element.resolved : [element.resolved];
      const numbers = groups.map((group) => captureNumber(group)).join(' or ');
      const group = typeof element.ref === 'string' ? `"${element.ref}" (${numbers})` : numbers;
      push(context, node, depth, 'backreference', `the same text that group ${group} matched${times}`);
      return;
    }
    case 'Assertion':
      switch (element.kind) {
        case 'start':
          push(
            context,
            node,
            depth,
            'anchor',
            context.multiline ? 'the start of a line' : 'the start of the text',
          );
          return;
        case 'end':
          push(
            context,
            node,
            depth,
            'anchor',
            context.multiline ? 'the end of a line' : 'the end of the text',
          );
          return;
        case 'word':
          push(
            context,
            node,
            depth,
            'anchor',
            element.negate ? 'a place that is not a word boundary' : 'a word boundary',
          );
          return;
        case 'lookahead':
        case 'lookbehind': {
          const verb = element.kind === 'lookahead' ? 'followed by' : 'preceded by';
          push(
            context,
            node,
            depth,
            'lookaround',
            `${element.negate ? 'not ' : ''}${verb} (checked, not consumed)${times}`,
          );
          walkAlternatives(element.alternatives, depth + 1, context);
          return;
        }
      }
      return;
    case 'Group': {
      const modifiers = element.modifiers ? `, with flags ${element.modifiers.raw} inside` : '';
      push(
        context,
        node,
        depth,
        'group',
        `a group that does not capture${modifiers}${times}${nestedRisk(quantifier)}`,
      );
      walkAlternatives(element.alternatives, depth + 1, { ...context, ...modifiedFlags(element, context) });
      return;
    }
    case 'CapturingGroup': {
      const label = element.name
        ? `capturing group ${captureNumber(element)} "${element.name}"`
        : `capturing group ${captureNumber(element)}`;
      push(context, node, depth, 'capture', `${label}${times}${nestedRisk(quantifier)}`);
      walkAlternatives(element.alternatives, depth + 1, context);
      return;
    }
  }
}

/** Whether any quantifier inside `node` repeats without bound (`+`, `*`, `{n,}`). */
function repeatsWithoutBound(node: Node): boolean {
  if (node.type === 'Quantifier')
    return node.max === Number.POSITIVE_INFINITY || repeatsWithoutBound(node.element);
  if ('alternatives' in node) return node.alternatives.some(repeatsWithoutBound);
  if (node.type === 'Alternative') return node.elements.some(repeatsWithoutBound);
  return false;
}

/** `(a+)+`: a group repeated without bound around an unbounded quantifier, the shape that backtracks exponentially. */
function nestedRisk(quantifier: Quantifier | undefined): string {
  if (quantifier?.max !== Number.POSITIVE_INFINITY || !repeatsWithoutBound(quantifier.element)) return '';
  return ' (a repeated group around a repeat: on text that almost matches it can backtrack catastrophically)';
}

function modifiedFlags(group: Extract<Node, { type: 'Group' }>, context: Context): Partial<Context> {
  const modifiers = group.modifiers;
  if (!modifiers) return {};
  const change: Partial<Context> = {};
  for (const [flags, on] of [
    [modifiers.add, true],
    [modifiers.remove, false],
  ] as const) {
    if (!flags) continue;
    if (flags.ignoreCase) change.ignoreCase = on;
    if (flags.multiline) change.multiline = on;
    if (flags.dotAll) change.dotAll = on;
  }
  return { ...change, tokens: context.tokens };
}

const captureNumbers = new WeakMap<Node, number>();
function captureNumber(group: Node): number {
  return captureNumbers.get(group) ?? 0;
}

function numberCaptures(node: Node, next = { value: 1 }) {
  if (node.type === 'CapturingGroup') captureNumbers.set(node, next.value++);
  const children: Node[] = [];
  if ('alternatives' in node) children.push(...node.alternatives);
  if ('elements' in node) children.push(...(node.elements as Node[]));
  if (node.type === 'Quantifier') children.push(node.element);
  for (const child of children) numberCaptures(child, next);
}

/** Deeper than this, regexpp's parser and the walk here (each recursive) would overflow a browser's stack. */
const MAX_EXPLAINED_DEPTH = 1000;
const TOO_DEEP = 'The pattern nests too deeply to explain (it still runs: only the explanation stops).';

/** How deep groups (and, with `v`, classes) nest in the pattern's source: escapes skipped, as the parser reads it. */
function nestingDepth(source: string, unicodeSets: boolean): number {
  let depth = 0;
  let deepest = 0;
  let inClass = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (char === '[' && (inClass === 0 || unicodeSets)) inClass++;
    else if (char === ']' && inClass > 0) inClass--;
    else if (char === '(' && inClass === 0) depth++;
    else if (char === ')' && inClass === 0) depth--;
    deepest = Math.max(deepest, depth + inClass);
  }
  return deepest;
}

/**
 * The pattern token by token, as JavaScript reads it with these flags: the token boundaries are the regexpp
 * parser's, nesting is `depth`, and `i`, `m`, `s` (and `(?i:…)` modifiers) change what a token is said to match.
 * An invalid pattern or flag set gets the engine's own message, as runRegex does; one nesting deeper than
 * MAX_EXPLAINED_DEPTH, which JavaScript still runs, is said to be too deep to explain.
 */
export function explainRegex(pattern: string, flags: string): RegexExplanation {
  const compiled = compileRegex(pattern, flags);
  if (!(compiled instanceof RegExp)) return { isValid: false, error: compiled.error };
  if (nestingDepth(pattern, compiled.flags.includes('v')) > MAX_EXPLAINED_DEPTH)
    return { isValid: false, error: TOO_DEEP, tooDeep: true };
  let ast: ReturnType<RegExpParser['parsePattern']>;
  try {
    ast = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, {
      unicode: compiled.unicode,
      unicodeSets: compiled.flags.includes('v'),
    });
  } catch (error) {
    return { isValid: false, error: error instanceof Error ? error.message : String(error) };
  }
  numberCaptures(ast);
  const context: Context = {
    ignoreCase: compiled.ignoreCase,
    multiline: compiled.multiline,
    dotAll: compiled.dotAll,
    tokens: [],
  };
  walkAlternatives(ast.alternatives, 0, context);
  const notes = [...compiled.flags].map((flag) => ({ flag, text: FLAG_TEXT[flag] ?? flag }));
  return { isValid: true, flagNotes: notes, tokens: context.tokens };
}
