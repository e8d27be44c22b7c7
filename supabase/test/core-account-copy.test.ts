import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without declarations
import { copyFolder, expectedCopy } from '../scripts/core-account-copy.mjs';

describe("the functions' copy of core's account rules", () => {
  it('is what core/src/account reads now (run supabase/scripts/core-account-copy.mjs after editing core)', () => {
    const expected = expectedCopy() as Map<string, string>;
    expect(readdirSync(copyFolder).sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected)
      expect(readFileSync(new URL(name, copyFolder), 'utf8'), name).toBe(text);
  });
});
