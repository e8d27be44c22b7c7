import { fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError } from '../../testing/field-error';
import { renderPage } from '../../testing/render-page';
import JsonToTypesPage from './json-to-types-page';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const page = () => renderPage(JsonToTypesPage);

describe('JSON to Types page', () => {
  it('infers TypeScript from the sample: optional fields and a nested type', async () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: /Generate types/ }));
    const code = (await screen.findByRole('region', { name: 'types.ts' })).textContent;
    expect(code).toContain('export interface Team {\n  name: string;\n}');
    expect(code).toContain('  email?: string;');
    expect(code).toContain('  team?: Team;');
    expect(code).toContain('export type Users = User[];');
  });

  it('writes Zod when asked, and keeps the choice', async () => {
    const first = page();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'zod' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate types/ }));
    expect((await screen.findByRole('region', { name: 'schema.ts' })).textContent).toContain('z.object({');
    first.unmount();
    page();
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('zod');
  });

  it('writes Go structs, Python dataclasses and the rest when chosen, each as its own file', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'go' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate types/ }));
    const go = (await screen.findByRole('region', { name: 'types.go' }, { timeout: 15_000 })).textContent;
    expect(go).toContain('type Users []User');
    expect(go).toContain('\tTeam      *Team     `json:"team,omitempty"`');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'python' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate types/ }));
    expect((await screen.findByRole('region', { name: 'types.py' })).textContent).toContain(
      '@dataclass\nclass User:',
    );
    expect(
      [...(screen.getByLabelText('Language') as HTMLSelectElement).options].map((option) => option.text),
    ).toEqual([
      'TypeScript',
      'Zod',
      'JSON Schema',
      'Go',
      'Rust (serde)',
      'Python (dataclasses)',
      'Python (pydantic)',
      'Kotlin',
      'C#',
    ]);
  });

  it('says under the JSON where it is wrong, and keeps it', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.change(screen.getByLabelText('JSON'), { target: { value: '{"a": }' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate types/ }));
    await vi.waitFor(() =>
      expect(fieldError('JSON')).toBe('Invalid JSON string: Expected a value at line 1, column 7.'),
    );
    expect(error).not.toHaveBeenCalled();
    expect((screen.getByLabelText('JSON') as HTMLTextAreaElement).value).toBe('{"a": }');
  });
});
