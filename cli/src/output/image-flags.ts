import { IMAGE_FORMAT_NAMES } from '@toolbox/core/image/formats';
import type { ParsedCommand } from '../command-module';
import { UsageError } from '../errors';
import { outputFolder, typed } from '../flag-table';

/** The flags of a command that renders images into a folder (og, mockup): format, quality and where. */
export const imageFileFlags = {
  format: {
    flag: '--format <format>',
    description: 'image format',
    choices: IMAGE_FORMAT_NAMES,
    default: 'png',
  },
  quality: {
    flag: '--quality <n>',
    description: 'JPEG/WebP quality, 1 to 100',
    number: { min: 1, max: 100 },
    default: 92,
  },
  output: { ...outputFolder('folder to write to (created if missing)'), default: '.' },
} as const;

/**
 * --quality typed with PNG, which has no quality: refused, not dropped without a word. Only a flag typed on the
 * command line counts (a preset may carry the page's quality), so only with a parsing command.
 */
export function checkQualityFlag(parsed: ParsedCommand, format: string): void {
  if (format === 'png' && parsed.command && typed(parsed, 'quality'))
    throw new UsageError('--quality is for JPEG and WebP: give --format jpeg or webp, or leave it out.');
}
