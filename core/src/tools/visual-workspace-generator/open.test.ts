import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { runWorkspaceExport } from './export';
import { runWorkspaceOpen } from './open';
import { runWorkspaceShare, SHARE_BROKEN } from './share';
import { DEFAULT_SETTINGS } from './types';
import { generateWorkspace } from './workspace';

const workspace = generateWorkspace('# Plan\n## A\n- one [x]\n## B', { clock: fixedClock() });

describe('runWorkspaceOpen: a workspace read back from a file, the page store or a share link', () => {
  it('reads back the JSON export', () => {
    const file = runWorkspaceExport({ workspace, format: 'json' });
    expect(file).toMatchObject({ name: 'workspace-data.json', mime: 'application/json' });
    expect(runWorkspaceOpen({ json: String(file.data) })).toEqual({ workspace, settings: {} });
  });

  it('reads a stored state, keeping only valid settings', () => {
    const opened = runWorkspaceOpen({
      stored: { workspace, settings: { theme: 'dark', layout: 'sideways' } },
    });
    expect(opened).toEqual({ workspace, settings: { theme: 'dark' } });
    expect(runWorkspaceOpen({ stored: {} })).toEqual({ workspace: null, settings: {} });
  });

  it('opens a share link, and nothing from a fragment without one', () => {
    const { payload } = runWorkspaceShare({ workspace, settings: DEFAULT_SETTINGS });
    expect(runWorkspaceOpen({ hash: `#w=${payload}` })).toEqual({ workspace, settings: DEFAULT_SETTINGS });
    expect(runWorkspaceOpen({ hash: '#section' })).toEqual({ workspace: null, settings: {} });
    expect(() => runWorkspaceOpen({ hash: '#w=broken' })).toThrow(new ToolInputError(SHARE_BROKEN));
  });
});
