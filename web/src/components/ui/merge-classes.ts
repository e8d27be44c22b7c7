// What tailwind-merge's twMerge does for the classes this app writes, without its 27 KB config of every Tailwind
// class, which rode in every page's first load: a later class overrides an earlier one of the same group under the
// same variants (`px-4 px-2` is `px-2`, `p-4 px-2` keeps both, `px-2 p-4` is `p-4`). merge-classes.test.ts checks it
// against twMerge on every pair of classes in web/src.

const DISPLAY = new Set(
  'block inline inline-block flex inline-flex grid inline-grid hidden table inline-table table-cell table-row table-caption table-column table-row-group table-header-group table-footer-group table-column-group flow-root contents list-item'.split(
    ' ',
  ),
);
/** Whole classes that are a group by themselves. */
const EXACT: Record<string, string> = {
  static: 'position',
  fixed: 'position',
  absolute: 'position',
  relative: 'position',
  sticky: 'position',
  visible: 'visibility',
  invisible: 'visibility',
  collapse: 'visibility',
  'sr-only': 'sr',
  'not-sr-only': 'sr',
  uppercase: 'text-transform',
  lowercase: 'text-transform',
  capitalize: 'text-transform',
  'normal-case': 'text-transform',
  italic: 'font-style',
  'not-italic': 'font-style',
  underline: 'text-decoration',
  overline: 'text-decoration',
  'line-through': 'text-decoration',
  'no-underline': 'text-decoration',
  truncate: 'text-overflow',
  'text-ellipsis': 'text-overflow',
  'text-clip': 'text-overflow',
  'tabular-nums': 'fvn-spacing',
  'proportional-nums': 'fvn-spacing',
  'normal-nums': 'fvn-normal',
  'border-collapse': 'border-collapse',
  'border-separate': 'border-collapse',
  'table-fixed': 'table-layout',
  'table-auto': 'table-layout',
  grow: 'grow',
  shrink: 'shrink',
  filter: 'filter',
  'filter-none': 'filter',
  invert: 'invert',
  blur: 'blur',
  'backdrop-blur': 'backdrop-blur',
  transition: 'transition',
  'outline-hidden': 'outline-style',
  'break-normal': 'break',
  'break-words': 'break',
  'break-all': 'break',
  'break-keep': 'break',
  'wrap-anywhere': 'wrap',
  'wrap-break-word': 'wrap',
  'wrap-normal': 'wrap',
  shadow: 'shadow',
  ring: 'ring-w',
  'ring-inset': 'ring-w-inset',
  border: 'border-w',
  outline: 'outline-w',
  rounded: 'rounded',
};
/** The groups a class of the key's group also overrides (twMerge's conflictingClassGroups). */
const OVERRIDES: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'fvn-normal': ['fvn-spacing'],
  'fvn-spacing': ['fvn-normal'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-s',
    'border-w-e',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
  ],
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-s',
    'border-color-e',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y'],
};
/** Utilities whose value is a size (a number, a length, a keyword) rather than a colour, by utility. */
const SIZES: Record<string, RegExp> = {
  text: /^(?:xs|sm|base|lg|\d?xl)$/,
  shadow: /^(?:2xs|xs|sm|md|lg|xl|2xl|none|inner)$/,
  ring: /^\d+$/,
  'ring-offset': /^\d+$/,
  outline: /^\d+$/,
  border: /^\d+$/,
  divide: /^\d+$/,
  stroke: /^\d+$/,
};
const LENGTH =
  /\d+(?:%|px|r?em|[sdl]?v(?:[hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(?:w|h|i|b|min|max))|\b(?:calc|min|max|clamp)\(.+\)|^0$/;
const TEXT_ALIGN = /^(?:left|center|right|justify|start|end)$/;
/** Utilities whose group is the utility's name whatever the value. */
const PLAIN =
  /^(?:z|top|right|bottom|left|start|end|inset-x|inset-y|inset|grid-cols|grid-rows|auto-rows|auto-cols|gap-x|gap-y|gap|justify-items|justify-self|place-items|place-content|place-self|self|items|p[xytrblse]?|m[xytrblse]?|space-x|space-y|size|min-w|max-w|min-h|max-h|w|h|leading|tracking|whitespace|line-clamp|opacity|cursor|pointer-events|select|touch|duration|ease|delay|animate|rotate|translate-x|translate-y|scale|origin|will-change|aspect|accent|basis|grow|shrink|order|blur|backdrop-blur|underline-offset|outline-offset|divide-x|divide-y)-/;

/** The class's group, or undefined for a class no other class overrides (a custom class, `group`, `peer`). */
function classGroup(base: string): string | undefined {
  const name = base.startsWith('-') ? base.slice(1) : base;
  if (DISPLAY.has(name)) return 'display';
  const exact = EXACT[name];
  if (exact) return exact;
  if (name.startsWith('[')) {
    const colon = name.indexOf(':');
    return colon > 0 && name.endsWith(']') ? `arbitrary:${name.slice(1, colon)}` : undefined;
  }
  const plain = PLAIN.exec(name);
  if (plain) return plain[0].slice(0, -1);
  const dash = name.indexOf('-');
  if (dash < 0) return undefined;
  const utility = name.slice(0, dash);
  const value = name.slice(dash + 1);
  switch (utility) {
    case 'flex':
      if (/^(?:row|col)(?:-reverse)?$/.test(value)) return 'flex-direction';
      if (/^(?:wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap';
      return 'flex';
    case 'col':
      return /^(?:start|end)-/.test(value) ? `col-${value.slice(0, value.indexOf('-'))}` : 'col-start-end';
    case 'row':
      return /^(?:start|end)-/.test(value) ? `row-${value.slice(0, value.indexOf('-'))}` : 'row-start-end';
    case 'justify':
      return 'justify-content';
    case 'content':
      return /^(?:normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(value)
        ? 'align-content'
        : 'content';
    case 'text':
      if (TEXT_ALIGN.test(value)) return 'text-align';
      if (/^(?:wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
      return sized('text', value) ? 'font-size' : 'text-color';
    case 'font':
      if (/^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value))
        return 'font-weight';
      return 'font-family';
    case 'bg':
      return 'bg-color';
    case 'overflow':
      return /^[xy]-/.test(value) ? `overflow-${value[0]}` : 'overflow';
    case 'rounded': {
      const side = /^(tl|tr|br|bl|ss|se|ee|es|[serbtl])(?:-|$)/.exec(value);
      return side ? `rounded-${side[1]}` : 'rounded';
    }
    case 'border': {
      if (/^(?:solid|dashed|dotted|double|hidden|none)$/.test(value)) return 'border-style';
      const side = /^([xysetrbl])(?:-(.*))?$/.exec(value);
      if (side) {
        const rest = side[2];
        return rest === undefined || sized('border', rest)
          ? `border-w-${side[1]}`
          : `border-color-${side[1]}`;
      }
      return sized('border', value) ? 'border-w' : 'border-color';
    }
    case 'ring':
      if (value.startsWith('offset-'))
        return sized('ring-offset', value.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      return sized('ring', value) ? 'ring-w' : 'ring-color';
    case 'outline':
      if (/^(?:none|solid|dashed|dotted|double|hidden)$/.test(value)) return 'outline-style';
      return sized('outline', value) ? 'outline-w' : 'outline-color';
    case 'shadow':
      return sized('shadow', value) ? 'shadow' : 'shadow-color';
    case 'divide':
      return 'divide-color';
    case 'stroke':
      return sized('stroke', value) ? 'stroke-w' : 'stroke';
    case 'fill':
      return 'fill';
    case 'list':
      return /^(?:inside|outside)$/.test(value) ? 'list-style-position' : 'list-style-type';
    case 'object':
      return /^(?:contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position';
    case 'transition':
      return 'transition';
    case 'align':
      return 'vertical-align';
    case 'table':
      return 'table-layout';
    default:
      return undefined;
  }
}

function sized(utility: string, value: string): boolean {
  if (value.startsWith('[')) return LENGTH.test(value.slice(1, -1).replace(/^length:/, ''));
  return SIZES[utility]!.test(value);
}

/** `hover:[&_a]:!px-2/50` -> variants `hover:[&_a]:!`, base `px-2`. */
function parse(name: string): [variants: string, base: string] {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) start = i + 1;
  }
  let base = name.slice(start);
  let variants = name.slice(0, start);
  if (base.startsWith('!') || base.endsWith('!')) {
    base = base.startsWith('!') ? base.slice(1) : base.slice(0, -1);
    variants += '!';
  }
  const slash = base.lastIndexOf('/');
  if (slash > 0 && !base.slice(slash).includes(']')) base = base.slice(0, slash);
  return [variants, base];
}

export function mergeClasses(list: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = list.split(/\s+/);
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i]!;
    if (!name) continue;
    const [variants, base] = parse(name);
    const group = classGroup(base);
    if (group) {
      if (taken.has(variants + group)) continue;
      taken.add(variants + group);
      for (const other of OVERRIDES[group] ?? []) taken.add(variants + other);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
