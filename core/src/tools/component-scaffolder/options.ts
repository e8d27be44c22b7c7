import { isIdentifier, isPascalCase } from '../../code/identifiers';
import { ToolInputError } from '../../errors';

/** A form field that cannot be scaffolded from: the name, or a line of the props. */
export class ComponentFieldError extends ToolInputError {
  declare readonly field: 'name' | 'propsText';
  constructor(message: string, field: 'name' | 'propsText') {
    super(message, 'Error', field);
  }
}

export const COMPONENT_TYPES = ['functional', 'class', 'hook'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const COMPONENT_TYPE_LABELS: Record<ComponentType, string> = {
  functional: 'Functional Component',
  class: 'Class Component',
  hook: 'Custom Hook',
};

export interface ComponentForm {
  name: string;
  type: ComponentType;
  typescript: boolean;
  /** Add Props Interface: the props text below is used only when on. */
  props: boolean;
  /** One property a line, `name?: type`; lines starting with `//`, `/*`, `*` or `#` are comments. */
  propsText: string;
  tailwind: boolean;
  withTest: boolean;
  withStory: boolean;
  /** Functional components only: wrap in forwardRef so a parent can reach the root element. */
  forwardRef: boolean;
}

const DEFAULT_PROPS_TEXT = "title: string\nvariant?: 'primary' | 'secondary'\nonClick?: () => void";

/** The spec's defaults: Button, functional, TypeScript, props and styles on. */
export const COMPONENT_DEFAULTS: ComponentForm = {
  name: 'Button',
  type: 'functional',
  typescript: true,
  props: true,
  propsText: DEFAULT_PROPS_TEXT,
  tailwind: true,
  withTest: false,
  withStory: false,
  forwardRef: false,
};

/** A declared property: the name is what the destructuring gets, the type is kept as written (`unknown` when none). */
export interface PropSpec {
  name: string;
  optional: boolean;
  type: string;
}

// A member (trimmed): its name, `?`, and after `:` its type, trimmed by the reader. No two runs of spaces can trade
// characters (the type was `:\s*(.*?)\s*$`), so a long line that fails to match fails in linear time.
const LINE = /^(?:readonly\s+)?([^\s?:;,]+)(?:\s*(\?))?\s*(?::(.*))?$/;

const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{', '>': '<' };

function balanced(type: string): boolean {
  const stack: string[] = [];
  for (let i = 0; i < type.length; i++) {
    const char = type.charAt(i);
    if (char === '>' && type.charAt(i - 1) === '=') continue; // the arrow of a function type
    if ('([{<'.includes(char)) stack.push(char);
    else if (char in CLOSERS && stack.pop() !== CLOSERS[char]) return false;
  }
  return (
    stack.length === 0 && (type.split("'").length - 1) % 2 === 0 && (type.split('"').length - 1) % 2 === 0
  );
}

/** What String.prototype.trim removes (\s is the same set). */
const WHITE_SPACE = /\s/;

/** One declared member of the props text and the line it starts on. */
interface PropMember {
  text: string;
  line: number;
}

/**
 * Splits the props text into members the way TypeScript reads an interface body: a member ends at a newline, `;` or
 * `,` outside brackets and quotes; `//` and `#` comments run to the end of their line and `/* … *\/` to its close,
 * whatever they contain (a `;` in a comment never starts a member), and an inline object type keeps its `;`.
 */
function propMembers(text: string): PropMember[] {
  const members: PropMember[] = [];
  let current = '';
  /** Whether `current` holds more than white space (trimming it at every character took quadratic time). */
  let started = false;
  let start = 1;
  let line = 1;
  let depth = 0;
  let quote = '';
  const end = () => {
    if (started) members.push({ text: current.trim(), line: start });
    current = '';
    started = false;
  };
  const add = (char: string) => {
    current += char;
    if (!started && !WHITE_SPACE.test(char)) started = true;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    const next = text.charAt(i + 1);
    if (!started) start = line;
    if (quote !== '') {
      add(char);
      if (char === quote) quote = '';
      else if (char === '\n') line++;
      continue;
    }
    const atMemberStart = !started;
    if (
      (char === '/' && next === '/') ||
      (char === '#' && atMemberStart) ||
      (char === '*' && atMemberStart)
    ) {
      while (i < text.length && text.charAt(i) !== '\n') i++;
      i--;
      continue;
    }
    if (char === '/' && next === '*') {
      const close = text.indexOf('*/', i + 2);
      const comment = close === -1 ? text.slice(i) : text.slice(i, close + 2);
      line += comment.split('\n').length - 1;
      i += comment.length - 1;
      continue;
    }
    if (char === '\r') continue;
    if (char === '\n') line++;
    if (depth === 0 && (char === '\n' || char === ';' || char === ',')) {
      end();
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{<'.includes(char)) depth++;
    else if (')]}'.includes(char) || (char === '>' && text.charAt(i - 1) !== '='))
      depth = Math.max(0, depth - 1);
    add(char === '\n' ? ' ' : char);
  }
  end();
  return members;
}

/**
 * Reads the props text (one member per line or separated by `;`, as in an interface body): comments and blank lines
 * skipped, each member reduced to its name, type and `?`. With forwardRef, `ref` is refused: the render function
 * takes it as its second argument (the two would be one duplicate parameter) and React never passes it as a prop.
 */
export function parseProps(text: string, forwardRef = false): PropSpec[] {
  const props: PropSpec[] = [];
  const seen = new Set<string>();
  for (const member of propMembers(text)) {
    const match = LINE.exec(member.text);
    const name = match?.[1] ?? member.text;
    const where = `Props line ${member.line}`;
    if (!match || !isIdentifier(name)) {
      throw new ComponentFieldError(`${where}: "${name}" is not a valid property name.`, 'propsText');
    }
    const type = match[3]?.trim() || 'unknown';
    if (!balanced(type) || /`/.test(type)) {
      throw new ComponentFieldError(`${where}: the type of "${name}" is incomplete (${type}).`, 'propsText');
    }
    if (seen.has(name)) throw new ComponentFieldError(`${where}: "${name}" is declared twice.`, 'propsText');
    if (forwardRef && name === 'ref')
      throw new ComponentFieldError(
        `${where}: "ref" is the ref forwardRef passes: leave it out, or turn forwardRef off.`,
        'propsText',
      );
    seen.add(name);
    props.push({ name, optional: match[2] === '?', type });
  }
  return props;
}

/**
 * What already binds `name` in the generated files, so the component or hook cannot take it (tsc: "Import declaration
 * conflicts with local declaration"): React's base class, the hooks a hook calls, the story's imports and export.
 */
function boundInFiles(form: NameForm, name: string): string | undefined {
  if (form.type === 'class' && name === 'Component') return "React's Component, which the class extends";
  if (form.type === 'hook' && (name === 'useState' || name === 'useCallback'))
    return `React's ${name}, which the hook calls`;
  if (form.type === 'hook' || !form.withStory) return undefined;
  if (name === 'Default') return "the story's Default export";
  if (form.typescript !== false && (name === 'Meta' || name === 'StoryObj'))
    return `Storybook's ${name}, which the story imports`;
  return undefined;
}

type NameForm = Pick<ComponentForm, 'name' | 'type'> &
  Partial<Pick<ComponentForm, 'withStory' | 'typescript'>>;

/** The exported name: a PascalCase component, or a hook with the `use` prefix added when missing. */
export function componentName(form: NameForm): string {
  const name = nameOf(form);
  const bound = boundInFiles(form, name);
  if (bound)
    throw new ComponentFieldError(`"${name}" would clash with ${bound}: choose another name.`, 'name');
  return name;
}

function nameOf(form: NameForm): string {
  const name = form.name.trim();
  if (name === '') throw new ComponentFieldError('Enter a component name, e.g. Button.', 'name');
  if (form.type === 'hook') {
    const hook = /^use[A-Z0-9]/.test(name) ? name : `use${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    if (!isIdentifier(hook) || /[^A-Za-z0-9]/.test(hook)) {
      throw new ComponentFieldError(
        `"${name}" is not a valid hook name: use letters and digits, e.g. useCounter.`,
        'name',
      );
    }
    return hook;
  }
  if (!isPascalCase(name)) {
    throw new ComponentFieldError(
      `"${name}" is not a valid component name: use PascalCase letters and digits, e.g. Button or UserCard.`,
      'name',
    );
  }
  return name;
}
