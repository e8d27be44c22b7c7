import { twMerge } from 'tailwind-merge';
import { splitClasses } from './optimize';

/** The spec's breakpoints with Tailwind's default minimum widths. */
export const BREAKPOINT_NAMES = ['sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof BREAKPOINT_NAMES)[number];
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const satisfies Record<
  Breakpoint,
  number
>;

/** Base classes plus, per breakpoint, the classes that apply from that width up. */
export interface ResponsiveInput {
  base: string;
  at: Partial<Record<Breakpoint, string>>;
}

export interface ResponsiveClasses {
  /** `p-2 md:p-4 lg:p-8`: each breakpoint's classes prefixed, in breakpoint order. */
  classes: string;
  /** What applies from each width up, base first. */
  byWidth: WidthPreview[];
}

/** The responsive class string, and the classes in force at each breakpoint's width. */
export function runResponsiveClasses(input: ResponsiveInput): ResponsiveClasses {
  const parts = splitClasses(input.base);
  for (const name of BREAKPOINT_NAMES) {
    for (const token of splitClasses(input.at[name] ?? '')) parts.push(`${name}:${token}`);
  }
  return { classes: parts.join(' '), byWidth: previewByWidth(input) };
}

interface WidthPreview {
  label: string;
  minWidth: number;
  /** The classes in force from this width up: base, then each reached breakpoint overriding. */
  classes: string;
}

function previewByWidth({ base, at }: ResponsiveInput): WidthPreview[] {
  const rows: WidthPreview[] = [{ label: 'base', minWidth: 0, classes: twMerge(base) }];
  let current = base;
  for (const name of BREAKPOINT_NAMES) {
    current = twMerge(`${current} ${at[name] ?? ''}`);
    rows.push({ label: name, minWidth: BREAKPOINTS[name], classes: current });
  }
  return rows;
}
