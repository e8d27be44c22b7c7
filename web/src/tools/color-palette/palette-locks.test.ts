import { runPalette } from '@toolbox/core/tools/color-palette';
import { describe, expect, it } from 'vitest';
import { lockedRoles, lockRoles } from './palette-locks';

describe("the page's locks as --lock values", () => {
  const { theme } = runPalette('#3b82f6', 'triadic');

  it("keep each locked role's light and dark colour, and read back as the same roles", () => {
    const lock = lockRoles(theme, new Set(['accent', 'primary']));
    expect(lock).toEqual([
      `primary=${theme.light.primary}`,
      `accent=${theme.light.accent}`,
      `dark:primary=${theme.dark.primary}`,
      `dark:accent=${theme.dark.accent}`,
    ]);
    expect([...lockedRoles(lock)].sort()).toEqual(['accent', 'primary']);
    expect(lockRoles(theme, new Set())).toEqual([]);
  });

  it('a value that is not a lock keeps no role and stops nothing else (a link made by hand)', () => {
    expect([...lockedRoles(['nonsense', 'dark:text=#eeeeee', 'hue=#ffffff', 'accent=blue'])]).toEqual([
      'text',
    ]);
  });
});
