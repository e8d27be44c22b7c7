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

  it('says why an object is no JSON the account stores, instead of that it is no object', () => {
    const messageOf = (inputs: unknown) => {
      try {
        validatePresetCreate({ tool_id: 'json', name: 'a', inputs });
      } catch (error) {
        if (error instanceof AccountValidationError) return error.message;
        throw error;
      }
      return undefined;
    };
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = { a: deep };
    expect(messageOf(deep)).toBe('inputs must be nested at most 64 levels deep');
    expect(messageOf(JSON.parse('{"n": 1e999}'))).toBe('inputs must hold finite numbers only');
    expect(messageOf({ text: 'a\u0000b' })).toBe('inputs must not contain NUL characters');
    expect(messageOf([1])).toBe('inputs must be a JSON object');
    expect(messageOf({ a: [{ b: 'fine' }] })).toBeUndefined();
  });
});
