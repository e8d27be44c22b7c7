import { SCRIPT_FONT_PACKAGES, subsetsFromUnicodeJson } from '@toolbox/core/fonts/script-fonts';
import { describe, expect, it } from 'vitest';
import { scriptFontFiles } from './index';

describe('the web ships every script font core names', () => {
  it.each(SCRIPT_FONT_PACKAGES.map((pkg) => [pkg.id, pkg] as const))(
    '%s: a file for each of its subsets',
    async (_id, pkg) => {
      const files = await scriptFontFiles(pkg.id);
      expect(files).not.toBeNull();
      const subsets = subsetsFromUnicodeJson(pkg, files?.ranges ?? {});
      expect(subsets.length).toBeGreaterThan(0);
      expect(subsets.filter((subset) => !files?.files[subset.file]).map((subset) => subset.file)).toEqual([]);
    },
  );
});
