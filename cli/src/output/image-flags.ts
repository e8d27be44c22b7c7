import { IMAGE_FORMAT_NAMES } from '@toolbox/core/image/formats';
import { outputFolder } from '../flag-table';

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
