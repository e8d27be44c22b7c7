import { ToolInputError } from '@toolbox/core/errors';
import {
  type ExtractedColor,
  INVALID_CONFIG,
  runColorExtract,
} from '@toolbox/core/tools/tailwind-utilities/extract-colors';

/**
 * Loaded on demand (the tab imports it when it is about to be used): the config is read with acorn, which alone
 * is most of the page's JS. Anything the extractor cannot read becomes the spec's "Invalid Config".
 */
export function extractConfigColors(input: string): ExtractedColor[] {
  try {
    return runColorExtract(input);
  } catch (error) {
    if (error instanceof ToolInputError) throw error;
    throw new ToolInputError(INVALID_CONFIG, 'Invalid Config');
  }
}
