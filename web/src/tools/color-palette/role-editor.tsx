import {
  PAGE_ROLES,
  PAGE_SCHEMES,
  type PageRole,
  type PageScheme,
  type PageTheme,
} from '@toolbox/core/tools/color-palette';
import { Lock, LockOpen } from 'lucide-react';
import { ColorInput } from '../../components/color-input';
import { Button } from '../../components/ui/button';

const capital = (word: string) => word[0]?.toUpperCase() + word.slice(1);

/**
 * Each role's light and dark colour, editable; a colour changed by hand is locked, so Generate keeps it, and the
 * lock button lets it go again.
 */
export function RoleEditor({
  theme,
  locks,
  onEdit,
  onToggleLock,
}: {
  theme: PageTheme;
  locks: ReadonlySet<PageRole>;
  onEdit(scheme: PageScheme, role: PageRole, hex: string): void;
  onToggleLock(role: PageRole): void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Page roles</legend>
      {PAGE_ROLES.map((role) => {
        const locked = locks.has(role);
        return (
          // The two schemes side by side where a hex fits beside each picker, one above the other on a phone.
          <div key={role} className="grid grid-cols-[1fr_auto] items-end gap-2">
            <div className="grid gap-2 sm:grid-cols-2">
              {PAGE_SCHEMES.map((scheme) => (
                <ColorInput
                  key={scheme}
                  label={`${capital(role)} (${scheme})`}
                  value={theme[scheme][role]}
                  onChange={(hex) => onEdit(scheme, role, hex)}
                />
              ))}
            </div>
            <Button
              variant="outline"
              size="icon"
              aria-pressed={locked}
              aria-label={`Lock ${role}`}
              title={locked ? `${capital(role)} is kept by Generate` : `Keep ${role} when generating`}
              onClick={() => onToggleLock(role)}
              className="aria-pressed:bg-accent aria-pressed:text-accent-foreground"
            >
              {locked ? <Lock /> : <LockOpen />}
            </Button>
          </div>
        );
      })}
    </fieldset>
  );
}
