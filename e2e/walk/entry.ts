// What the walk (e2e/tests/walk.spec.ts) does for one tool: its keyboard steps, what it must see, axe's states.
import type { Page } from '@playwright/test';

/** One step of a tool's main path, done with the keyboard (Tab to the control, then keys) unless the entry says why not. */
export type Step =
  /** Select the field's text and type over it. */
  | { type: string; into: string; exact?: boolean }
  /** A button: Enter on it. `download` is the file name the press must save. */
  | { press: string | RegExp; download?: RegExp }
  /** A native select: ArrowDown picks the next option, which must change its value. */
  | { nextOption: string }
  /** A tab in a tab list: arrow keys from the selected tab until this one is selected. */
  | { tab: string }
  /** A file chooser is the operating system's dialog, outside the page: the file is set on the input. */
  | { upload: { name: string; mimeType: string; buffer: Buffer } }
  /** A native select set to one value (long-input steps only, where the keyboard path is not the point). */
  | { choose: string; option: string };

export interface WalkEntry {
  /** The tool page's level-1 heading. */
  heading: string;
  steps: Step[];
  /** The output the main action must produce. */
  see: (page: Page) => Promise<void>;
  /** Further keyboard-only checks in the state after the main action (grids, kanban, tabs). */
  keys?: (page: Page) => Promise<void>;
  /** Long, realistic input done after the keyboard path, before the overflow checks at 1280 and 390 px. */
  long?: Step[];
  /** Checks of the page at 390x844 after the long input, beside the overflow walk's (what it cannot see: a table
   * that scrolls sideways on purpose yet should not, lines too narrow to read). */
  phone?: (page: Page) => Promise<void>;
  /** More of the page for axe, beside the pass after the main path that every entry gets (see WalkAxe). */
  axe?: WalkAxe;
}

/**
 * axe runs once per state and theme, here in the walk: a tool's own spec checks what the tool does, not axe.
 * Every entry is checked after its main path, light then dark. Further states:
 */
interface WalkAxe {
  /** The page as opened, before the main path (an empty form, a blank canvas), light and dark. */
  atOpen?: boolean;
  /**
   * States checked after the main path's passes, before `long`, in the dark theme and then the light one: each
   * function brings the page there from any other state of the list (click a tab, press a button), and may assert
   * what it shows. Named for the failure message. A `long` that needs a tab the states left starts with that tab.
   */
  states?: Record<string, (page: Page) => Promise<void>>;
  /** Selectors left out of every pass of this entry besides the shell (an element checked in its own test). */
  exclude?: string[];
}
