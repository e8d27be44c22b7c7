import { isIdentifier, isPascalCase } from '../../code/identifiers';
import { ToolInputError } from '../../errors';

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

export const DEFAULT_PROPS_TEXT = "title: string\nvariant?: 'primary' | 'secondary'\nonClick?: () => void";

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

const COMMENT = /^(\/\/|\/\*|\*|#)/;
const LINE = /^(?:readonly\s+)?([^\s?:;,]+)\s*(\?)?\s*(?::\s*(.*?))?\s*[;,]?$/;

function balanced(type: string): boolean {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{', '>': '<' };
  const stack: string[] = [];
  for (let i = 0; i < type.length; i++) {
    const char = type.charAt(i);
    if (char === '>' && type.charAt(i - 1) === '=') continue; // the arrow of a function type
    if ('([{<'.includes(char)) stack.push(char);
    else if (char in pairs && stack.pop() !== pairs[char]) return false;
  }
  return (
    stack.length === 0 && (type.split("'").length - 1) % 2 === 0 && (type.split('"').length - 1) % 2 === 0
  );
}

/** Reads the props text: comment and blank lines skipped, each line reduced to its name, type and `?`. */
export function parseProps(text: string): PropSpec[] {
  const props: PropSpec[] = [];
  const seen = new Set<string>();
  text.split(/\r\n|[\r\n]/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || COMMENT.test(line)) return;
    const match = LINE.exec(line);
    const name = match?.[1] ?? line;
    if (!match || !isIdentifier(name)) {
      throw new ToolInputError(`Props line ${index + 1}: "${name}" is not a valid property name.`);
    }
    const type = match[3] || 'unknown';
    if (!balanced(type) || /[;`]/.test(type)) {
      throw new ToolInputError(`Props line ${index + 1}: the type of "${name}" is incomplete (${type}).`);
    }
    if (seen.has(name)) throw new ToolInputError(`Props line ${index + 1}: "${name}" is declared twice.`);
    seen.add(name);
    props.push({ name, optional: match[2] === '?', type });
  });
  return props;
}

/** The exported name: a PascalCase component, or a hook with the `use` prefix added when missing. */
export function componentName(form: Pick<ComponentForm, 'name' | 'type'>): string {
  const name = form.name.trim();
  if (name === '') throw new ToolInputError('Enter a component name, e.g. Button.');
  if (form.type === 'hook') {
    const hook = /^use[A-Z0-9]/.test(name) ? name : `use${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    if (!isIdentifier(hook) || /[^A-Za-z0-9]/.test(hook)) {
      throw new ToolInputError(
        `"${name}" is not a valid hook name: use letters and digits, e.g. useCounter.`,
      );
    }
    return hook;
  }
  if (!isPascalCase(name)) {
    throw new ToolInputError(
      `"${name}" is not a valid component name: use PascalCase letters and digits, e.g. Button or UserCard.`,
    );
  }
  return name;
}
