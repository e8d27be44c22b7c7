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

/** `p-2 md:p-4 lg:p-8`: each breakpoint's classes prefixed, in breakpoint order. */
export function runResponsiveClasses({ base, at }: ResponsiveInput): string {
  const parts = splitClasses(base);
  for (const name of BREAKPOINT_NAMES) {
    for (const token of splitClasses(at[name] ?? '')) parts.push(`${name}:${token}`);
  }
  return parts.join(' ');
}

/** The same classes for every chosen breakpoint (`toolbox tailwind responsive "p-4" --at md,lg`). */
export function prefixForBreakpoints(classes: string, breakpoints: readonly Breakpoint[]): string {
  const at: Partial<Record<Breakpoint, string>> = {};
  for (const name of breakpoints) at[name] = classes;
  return runResponsiveClasses({ base: '', at });
}

export interface WidthPreview {
  label: string;
  minWidth: number;
  /** The classes in force from this width up: base, then each reached breakpoint overriding. */
  classes: string;
}

export function previewByWidth({ base, at }: ResponsiveInput): WidthPreview[] {
  const rows: WidthPreview[] = [{ label: 'base', minWidth: 0, classes: twMerge(base) }];
  let current = base;
  for (const name of BREAKPOINT_NAMES) {
    current = twMerge(`${current} ${at[name] ?? ''}`);
    rows.push({ label: name, minWidth: BREAKPOINTS[name], classes: current });
  }
  return rows;
}
