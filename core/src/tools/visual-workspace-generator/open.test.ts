import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { bytesToBase64 } from '../../text/base64';
import { runWorkspaceExport } from './export';
import { runWorkspaceOpen } from './open';
import { runWorkspaceShare, SHARE_BROKEN, SHARE_TOO_LARGE } from './share';
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

  // A link is written by whoever sends it: its payload is deflated JSON of any shape and any expanded size.
  const hashOf = (json: string) => `#w=${bytesToBase64(deflateSync(strToU8(json), { level: 9 }), true)}`;

  it('refuses a link whose payload is JSON but not an object as damaged, with no TypeError', () => {
    for (const json of ['null', '42', '"text"', '[]'])
      expect(() => runWorkspaceOpen({ hash: hashOf(json) })).toThrow(new ToolInputError(SHARE_BROKEN));
  });

  it('refuses a link that inflates past the limit before inflating all of it (a deflate bomb)', () => {
    // 64 MB of JSON in a payload of about 87 KB: the whole of it would take seconds and hundreds of MB.
    const hash = hashOf(`{"workspace":"${'a'.repeat(64 * 1024 * 1024)}"}`);
    expect(hash.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(() => runWorkspaceOpen({ hash })).toThrow(new ToolInputError(SHARE_TOO_LARGE));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
