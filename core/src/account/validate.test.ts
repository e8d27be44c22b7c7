import { describe, expect, it } from 'vitest';
import { AccountLimitError, AccountValidationError } from './errors';
import { ACCOUNT_LIMITS } from './limits';
import {
  validateBoardSave,
  validatePresetCreate,
  validateProfilePatch,
  validateProjectCreate,
} from './validate';

const ID = '6f1c8a52-0d1e-4c3a-9c55-2f6f0b0c1a02';

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AccountValidationError) return error.field;
    throw error;
  }
  return undefined;
}

describe('account validation', () => {
  it('names the field a write got wrong', () => {
    expect(fieldOf(() => validateProjectCreate({ name: '  ' }))).toBe('name');
    expect(fieldOf(() => validateProjectCreate({ name: 'a', visibility: 'secret' }))).toBe('visibility');
    expect(fieldOf(() => validateProjectCreate({ name: 'a', github_url: 'javascript:alert(1)' }))).toBe(
      'github_url',
    );
    expect(fieldOf(() => validateProjectCreate([]))).toBe('body');
    expect(
      fieldOf(() => validateBoardSave({ version: 1, components: [{ title: 'x', status: 'Done' }] })),
    ).toBe('components[0].status');
    expect(
      fieldOf(() => validateBoardSave({ version: 1, components: [{ title: 'x', parent_id: ID }] })),
    ).toBe('components[0].parent_id');
    expect(fieldOf(() => validateBoardSave({ components: [] }))).toBe('version');
    expect(fieldOf(() => validatePresetCreate({ tool_id: '../x', name: 'a', inputs: {} }))).toBe('tool_id');
    expect(fieldOf(() => validateProfilePatch({ version: 1, username: 'a b' }))).toBe('username');
    expect(fieldOf(() => validateProjectCreate({ name: 'a\u0000b' }))).toBe('name');
    expect(
      fieldOf(() => validatePresetCreate({ tool_id: 'qr-code', name: 'a', inputs: { t: 'a\u0000' } })),
    ).toBe('inputs');
  });

  it('keeps what is valid, trimmed', () => {
    expect(validateProjectCreate({ name: ' Launch ', workspace: { source: '# Plan' } })).toEqual({
      name: 'Launch',
      workspace: { source: '# Plan' },
    });
    const board = validateBoardSave({
      version: 4,
      components: [
        { id: ID, title: 'a', sub_components: [{ title: 's', done: true }] },
        { title: 'b', parent_id: ID },
      ],
    });
    expect(board.components[1]?.parent_id).toBe(ID);
    expect(validateProfilePatch({ version: 0, username: '' })).toEqual({ version: 0, username: null });
  });

  it('refuses sizes over the limits table with the limit named', () => {
    const big = 'x'.repeat(ACCOUNT_LIMITS.presetInputsBytes);
    expect(() => validatePresetCreate({ tool_id: 'og-generator', name: 'brand', inputs: { big } })).toThrow(
      new AccountLimitError('presetInputsBytes', "A preset's inputs are over the limit of 256 KB"),
    );
    const components = Array.from({ length: ACCOUNT_LIMITS.componentsPerProject + 1 }, () => ({
      title: 'x',
    }));
    expect(() => validateBoardSave({ version: 0, components })).toThrow(/at most 2000 components/);
  });
});
