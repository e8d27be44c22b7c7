import {
  PAGE_ROLES,
  type PageRole,
  type PageTheme,
  runFormatLocks,
  runParseLocks,
} from '@toolbox/core/tools/color-palette';

// The page keeps its locks as `--lock` values (`primary=#e11d48`, `dark:primary=#f43f5e`): a role's colour in both
// schemes, what Generate keeps. They are what its link and a preset saved on it carry, so the CLI reads them too.

/** The roles `lock` keeps. A value that is not a lock keeps none; Generate names it. */
export function lockedRoles(lock: readonly string[]): Set<PageRole> {
  const roles = new Set<PageRole>();
  for (const spec of lock) {
    try {
      const locks = runParseLocks([spec]);
      for (const role of PAGE_ROLES) if (locks.light?.[role] || locks.dark?.[role]) roles.add(role);
    } catch {
      // Not a lock: Generate refuses it by name.
    }
  }
  return roles;
}

/** `roles` kept at their colours in `theme`, light and dark. */
export function lockRoles(theme: PageTheme, roles: ReadonlySet<PageRole>): string[] {
  const pick = (colors: PageTheme['light']) =>
    Object.fromEntries(PAGE_ROLES.filter((role) => roles.has(role)).map((role) => [role, colors[role]]));
  return runFormatLocks({ light: pick(theme.light), dark: pick(theme.dark) });
}
