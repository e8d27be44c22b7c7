import { BookmarkPlus, FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button';

// The header's "Save preset" and "Load preset" buttons. The menu behind them is a chunk of its own, and the account
// store it needs another (preset-menu.tsx); until both have loaded, the same buttons are drawn disabled in their
// place. Drawn only once loaded, they widened the header a moment after the page had painted, and everything under
// it moved down by a line: a click or tap begun on a button then ended beside it (offline.spec's lost UUID).

export function SavePresetButton(props: ButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label="Save preset"
      title="Save these inputs as a preset"
      {...props}
    >
      <BookmarkPlus aria-hidden="true" />
      <span className="hidden sm:inline">Save preset</span>
    </Button>
  );
}

export function LoadPresetButton(props: ButtonProps) {
  return (
    <Button variant="outline" size="sm" aria-label="Load preset" title="Load a saved preset" {...props}>
      <FolderOpen aria-hidden="true" />
      <span className="hidden sm:inline">Load preset</span>
    </Button>
  );
}

/** Both buttons, in the place and size the menu draws them. */
export function PresetButtons({ children }: { children?: ReactNode }) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      {children ?? (
        <>
          <SavePresetButton disabled />
          <LoadPresetButton disabled />
        </>
      )}
    </div>
  );
}
