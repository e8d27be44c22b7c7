import type { PropSpec } from './options';

/** What the templates need to know, resolved once from the form. */
export interface Plan {
  name: string;
  ts: boolean;
  props: PropSpec[] | null;
  tailwind: boolean;
  forwardRef: boolean;
  /** `ButtonProps`, or `UseCounterOptions` for a hook. */
  propsType: string;
}

const cls = (plan: Plan, classes: string) => (plan.tailwind ? ` className="${classes}"` : '');

/** The interface (TypeScript) or the JSDoc typedef (JavaScript) describing the props. */
function propsDeclaration(plan: Plan): string[] {
  if (!plan.props) return [];
  if (plan.ts) {
    const body = plan.props.map((p) => `  ${p.name}${p.optional ? '?' : ''}: ${p.type};`);
    return [`export interface ${plan.propsType} {`, ...body, '}', ''];
  }
  const body = plan.props.map((p) => ` * @property {${p.type}} ${p.optional ? `[${p.name}]` : p.name}`);
  return ['/**', ` * @typedef {object} ${plan.propsType}`, ...body, ' */', ''];
}

const destructure = (props: PropSpec[]) => `{ ${props.map((p) => p.name).join(', ')} }`;

const NODE_TYPE = /^(?:string|number|(?:React\.|import\('react'\)\.)?ReactNode)$/;
const LITERAL = /^(?:'[^']*'|"[^"]*"|-?\d+(?:\.\d+)?|string|number|null|undefined)$/;

/** A prop JSX can show as it is: text, a number, a React node, or a union of literals of those. */
function renderable(prop: PropSpec): boolean {
  const type = prop.type.trim();
  return NODE_TYPE.test(type) || type.split('|').every((part) => LITERAL.test(part.trim()));
}

/** How the markup uses a prop, so every declared prop is destructured and read (not printed as text). */
type PropUse = 'children' | 'image' | 'link' | 'handler' | 'text';

const IMAGE_NAME = /^(?:src|.*(?:avatar|image|img|photo|picture|logo|icon|thumbnail)(?:url|src)?)$/i;
const LINK_NAME = /(?:href|url|link)$/i;

/** A function type the markup can call with no argument: `() => void`, `(id?: string) => void`. */
function callableBare(type: string): boolean {
  const params = /^\((.*)\)\s*=>/.exec(type.trim())?.[1]?.trim();
  if (params === undefined) return false;
  return params === '' || params.split(',').every((p) => /^\s*(?:\w+\?\s*:|\.\.\.)/.test(p));
}

function useOf(prop: PropSpec): PropUse | null {
  const type = prop.type.trim();
  if (prop.name === 'children') return 'children';
  if (/^on[A-Z]/.test(prop.name) && callableBare(type)) return 'handler';
  if (/^string(?:\s*\|\s*undefined)?$/.test(type)) {
    if (IMAGE_NAME.test(prop.name)) return 'image';
    if (LINK_NAME.test(prop.name)) return 'link';
  }
  return renderable(prop) ? 'text' : null;
}

/**
 * The props the markup uses, so every destructured name is read (the Vite template's `noUnusedLocals` and
 * `noUnusedParameters` fail on the rest): children, text, an image or a link for URL-named strings, a button for an
 * `on…` handler it can call. Others stay in the interface for the user to wire up.
 */
function shownProps(plan: Plan): PropSpec[] {
  return (plan.props ?? []).filter((p) => useOf(p) !== null);
}

/** `onAddItem` -> `Add item`: the button's label. */
const handlerLabel = (name: string) =>
  name.slice(2).replace(/[A-Z]/g, (c, at: number) => (at === 0 ? c : ` ${c.toLowerCase()}`));

function propMarkup(plan: Plan, prop: PropSpec): string | null {
  const { name, optional } = prop;
  const guard = (jsx: string) => (optional ? `{${name} && ${jsx}}` : jsx);
  switch (useOf(prop)) {
    case 'text':
      return `<p${cls(plan, 'text-sm text-gray-600')}>{${name}}</p>`;
    case 'image':
      return guard(`<img src={${name}} alt=""${cls(plan, 'h-12 w-12 rounded-full')} />`);
    case 'link':
      return guard(`<a href={${name}}${cls(plan, 'text-sm text-blue-600 underline')}>{${name}}</a>`);
    case 'handler':
      return `<button type="button" onClick={() => ${name}${optional ? '?.' : ''}()}${cls(plan, 'rounded-md border px-3 py-1 text-sm')}>${handlerLabel(name)}</button>`;
    default:
      return null;
  }
}

function markup(plan: Plan, ref: boolean): string[] {
  const shown = shownProps(plan);
  const parts = shown
    .filter((p) => p.name !== 'children')
    .map((p) => propMarkup(plan, p))
    .filter((line): line is string => line !== null)
    .map((line) => `      ${line}`);
  const children = shown.some((p) => p.name === 'children') ? ['      {children}'] : [];
  return [
    '  return (',
    `    <div${ref ? ' ref={ref}' : ''}${cls(plan, 'rounded-lg border p-4 shadow-sm')}>`,
    `      <h2${cls(plan, 'text-lg font-semibold')}>${plan.name}</h2>`,
    ...parts,
    ...children,
    '    </div>',
    '  );',
  ];
}

const indent = (lines: string[]) => lines.map((line) => (line === '' ? '' : `  ${line}`));

export function functionalSource(plan: Plan): string[] {
  const { name, props, ts } = plan;
  const imports = plan.forwardRef ? ["import { forwardRef } from 'react';", ''] : [];
  const shown = shownProps(plan);
  const param = shown.length > 0 ? destructure(shown) : props ? '_props' : '';
  const typed = props && ts ? `${param}: ${plan.propsType}` : param;
  const jsdoc = props && !ts ? [`/** @param {${plan.propsType}} props */`] : [];
  if (plan.forwardRef) {
    const generics = ts ? `<HTMLDivElement${props ? `, ${plan.propsType}` : ''}>` : '';
    const render = `function ${name}(${param || '_props'}, ref) {`;
    if (!ts && props) {
      // JSDoc cannot pass type arguments to forwardRef: the render function is cast to the typed shape instead.
      const shape = `import('react').ForwardRefRenderFunction<HTMLDivElement, ${plan.propsType}>`;
      return [
        ...imports,
        ...propsDeclaration(plan),
        `export const ${name} = forwardRef(`,
        `  /** @type {${shape}} */ (`,
        `    ${render}`,
        ...indent(indent(markup(plan, true))),
        '    }',
        '  ),',
        ');',
        '',
        `export default ${name};`,
      ];
    }
    return [
      ...imports,
      ...propsDeclaration(plan),
      `export const ${name} = forwardRef${generics}(${render}`,
      ...indent(markup(plan, true)),
      '});',
      '',
      `export default ${name};`,
    ];
  }
  return [
    ...propsDeclaration(plan),
    ...jsdoc,
    `export function ${name}(${typed}) {`,
    ...markup(plan, false),
    '}',
    '',
    `export default ${name};`,
  ];
}

export function classSource(plan: Plan): string[] {
  const { name, props, ts } = plan;
  const base = props && ts ? `Component<${plan.propsType}>` : 'Component';
  const shown = shownProps(plan);
  const read = shown.length > 0 ? [`    const ${destructure(shown)} = this.props;`] : [];
  const jsdoc = props && !ts ? [`/** @extends {Component<${plan.propsType}>} */`] : [];
  return [
    "import { Component } from 'react';",
    '',
    ...propsDeclaration(plan),
    ...jsdoc,
    `export class ${name} extends ${base} {`,
    '  render() {',
    ...read,
    ...indent(markup(plan, false)),
    '  }',
    '}',
    '',
    `export default ${name};`,
  ];
}

export function hookSource(plan: Plan): string[] {
  const { name, props, ts } = plan;
  // The options are the user's to use: a leading underscore keeps noUnusedParameters quiet until they do.
  const param = props ? '_options' : '';
  const typed = props && ts ? `${param}: ${plan.propsType}` : param;
  const jsdoc = props && !ts ? [`/** @param {${plan.propsType}} _options */`] : [];
  return [
    "import { useCallback, useState } from 'react';",
    '',
    ...propsDeclaration(plan),
    ...jsdoc,
    `export function ${name}(${typed}) {`,
    '  const [active, setActive] = useState(false);',
    '  const toggle = useCallback(() => setActive((current) => !current), []);',
    '  return { active, setActive, toggle };',
    '}',
    '',
    `export default ${name};`,
  ];
}
