import { withoutByteOrderMark } from '../text/byte-order-mark';

/**
 * A JSON file of the npm world (package.json, package-lock.json, release-please's config and manifest) read as npm
 * reads it: a leading byte order mark, which some Windows editors write, is not part of the JSON (JSON.parse refuses
 * it; npm, pnpm and yarn read past it). Throws as JSON.parse does.
 */
export function parseNpmJson(text: string): unknown {
  return JSON.parse(withoutByteOrderMark(text));
}
