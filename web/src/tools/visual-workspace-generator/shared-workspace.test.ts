import { fixedClock } from '@toolbox/core/deterministic/fixed-clock';
import {
  DEFAULT_SETTINGS,
  generateWorkspace,
  runWorkspaceEdit,
} from '@toolbox/core/tools/visual-workspace-generator';
import { describe, expect, it } from 'vitest';
import {
  changeSaved,
  changeSettings,
  forgetPrevious,
  initialPageState,
  keepMine,
  replaceNeedsConfirmation,
  replaceWithShared,
  shownWorkspace,
  showView,
  undoReplace,
} from './shared-workspace';
import type { SavedState } from './workspace-store';

const clock = fixedClock();
const plan = generateWorkspace('# Mine\nStatus: In Progress\n- a [x]\n- b\n# Second\n- c', { clock });
const mineWorkspace = runWorkspaceEdit(
  {
    workspace: plan,
    edit: { kind: 'move', id: plan.nodes.find((n) => n.title === 'Second')!.id, status: 'Complete' },
  },
  { clock },
).workspace;
const mine: SavedState = {
  text: '# Mine',
  workspace: mineWorkspace,
  settings: { ...DEFAULT_SETTINGS, layout: 'radial' },
};
const shared = {
  workspace: generateWorkspace('# Theirs\n- x', { clock }),
  settings: { theme: 'dark' as const },
};

describe('a shared workspace beside the saved one', () => {
  it('opens beside the saved workspace, read-only, without touching it', () => {
    const state = initialPageState(mine, shared);
    expect(state.saved).toBe(mine);
    expect(shownWorkspace(state)).toEqual({
      workspace: shared.workspace,
      settings: { ...mine.settings, theme: 'dark' },
      readOnly: true,
    });
    expect(shownWorkspace(showView(state, 'mine'))).toEqual({
      workspace: mine.workspace,
      settings: mine.settings,
      readOnly: false,
    });
  });

  it('Keep mine discards the shared copy and leaves the saved workspace as it was', () => {
    const state = keepMine(initialPageState(mine, shared));
    expect(state).toEqual({ saved: mine, shared: null, view: 'mine', previous: null });
  });

  it('Replace asks first when something is saved, and not on an empty page', () => {
    expect(replaceNeedsConfirmation(initialPageState(mine, shared))).toBe(true);
    expect(
      replaceNeedsConfirmation(
        initialPageState({ text: '', workspace: null, settings: DEFAULT_SETTINGS }, shared),
      ),
    ).toBe(false);
  });

  it('Replace keeps the previous workspace; Undo brings it back exactly, statuses included', () => {
    const replaced = replaceWithShared(initialPageState(mine, shared));
    expect(replaced.saved.workspace).toBe(shared.workspace);
    expect(replaced.saved.text).toBe(mine.text);
    expect(replaced.saved.settings).toEqual({ ...mine.settings, theme: 'dark' });
    expect(replaced.previous).toBe(mine);
    expect(replaced.shared).toBeNull();
    const undone = undoReplace(replaced);
    expect(undone.saved).toBe(mine);
    expect(undone.saved.workspace?.nodes.find((n) => n.title === 'Second')?.status).toBe('Complete');
    expect(undone.previous).toBeNull();
  });

  it('once the Undo moment passes, the previous workspace is let go and Undo does nothing', () => {
    const settled = forgetPrevious(replaceWithShared(initialPageState(mine, shared)));
    expect(settled.previous).toBeNull();
    expect(undoReplace(settled)).toBe(settled);
  });

  it('settings changed while viewing the shared copy stay with the copy; changes to mine show mine', () => {
    const state = changeSettings(initialPageState(mine, shared), { layout: 'hierarchical' });
    expect(state.saved).toBe(mine);
    expect(shownWorkspace(state).settings.layout).toBe('hierarchical');
    const changed = changeSaved(state, (s) => ({ ...s, text: 'new' }));
    expect(changed.view).toBe('mine');
    expect(changed.shared).toBe(state.shared);
    expect(changeSettings(changed, { theme: 'dark' }).saved.settings.theme).toBe('dark');
  });

  it('Replace without a shared workspace changes nothing', () => {
    const state = initialPageState(mine, null);
    expect(replaceWithShared(state)).toBe(state);
    expect(showView(state, 'shared')).toBe(state);
  });
});
