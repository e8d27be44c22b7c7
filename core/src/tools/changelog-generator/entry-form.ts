import { entriesBump, entryLines } from './entry-bump';
import type { BumpType } from './release';
import { bumpVersion } from './version';

/** The web form as it stands, checked on each change. */
export interface EntryForm {
  currentVersion: string;
  entries: readonly string[];
  /** Text just pasted into one entry. */
  pasted?: string;
}

export interface EntryFormResult {
  /** The version each bump type makes of the current one (the spec's §4 rule). */
  versions: Record<BumpType, string>;
  /** The bump the entries call for, as `toolbox changelog` picks it for commits; null without entries. */
  suggested: BumpType | null;
  /** The pasted text as entries, one per line (blank lines and list bullets dropped). */
  pastedEntries: string[];
}

/** What the form shows as it is filled in: each bump's version, the suggested bump, a paste split in entries. */
export function runEntryForm(form: EntryForm): EntryFormResult {
  return {
    versions: {
      patch: bumpVersion(form.currentVersion, 'patch'),
      minor: bumpVersion(form.currentVersion, 'minor'),
      major: bumpVersion(form.currentVersion, 'major'),
    },
    suggested: entriesBump(form.currentVersion, form.entries),
    pastedEntries: form.pasted === undefined ? [] : entryLines(form.pasted),
  };
}
