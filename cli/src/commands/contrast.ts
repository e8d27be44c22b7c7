import { checkContrast, requireHexColor } from '@toolbox/core/color';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { readFlags } from '../flags';

export const description =
  'WCAG contrast ratio of two hex colours (#rgb or #rrggbb), graded for normal and large text.';

export const examples: readonly Example[] = [
  { command: 'toolbox contrast "#3b82f6" "#ffffff"', description: 'the page defaults: 3.68, Fail / AA' },
  { command: 'toolbox contrast 777777 fff --json' },
];

export function configure(cmd: Command) {
  cmd
    .argument('[foreground]', 'text colour (#rgb or #rrggbb)', '#3b82f6')
    .argument('[background]', 'background colour (#rgb or #rrggbb)', '#ffffff');
}

export interface ContrastOptions {
  foreground: string;
  background: string;
}

export function toOptions(parsed: ParsedCommand): ContrastOptions {
  const f = readFlags(parsed);
  return { foreground: f.arg(0) ?? '#3b82f6', background: f.arg(1) ?? '#ffffff' };
}

export async function run(options: ContrastOptions, ctx: CliContext) {
  const result = checkContrast(requireHexColor(options.foreground), requireHexColor(options.background));
  if (ctx.json) {
    ctx.print(JSON.stringify(result, null, 2));
    return;
  }
  ctx.print(`${result.foreground} on ${result.background}: ${result.ratioText}:1`);
  ctx.print(`Normal text: ${result.normal}`);
  ctx.print(`Large text: ${result.large}`);
}
