import { cleanup, fireEvent, screen } from '@testing-library/react';
import { generateRlsPolicy, RLS_DEFAULTS } from '@toolbox/core/tools/rls-policy-generator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import RlsPolicyGeneratorPage from './rls-policy-generator-page';

const page = () => renderPage(RlsPolicyGeneratorPage);
const sqlShown = () => screen.getByRole('region', { name: 'Generated SQL' }).textContent;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('RLS Policy Generator page', () => {
  it('shows core’s SQL for the form and keeps the form across a reload', () => {
    page();
    expect(screen.getByText('Enter a table name to generate its policy.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Table Name'), { target: { value: 'todos' } });
    fireEvent.change(screen.getByLabelText('Operation'), { target: { value: 'UPDATE' } });
    expect(sqlShown()).toBe(
      generateRlsPolicy({ ...RLS_DEFAULTS, tableName: 'todos', operation: 'UPDATE' }).sql,
    );
    // One row of buttons over the code: Copy, Download and the wrap toggle together.
    const row = screen.getByRole('button', { name: 'Wrap long lines' }).parentElement;
    expect(row?.contains(screen.getByRole('button', { name: /Copy SQL/ }))).toBe(true);
    expect(row?.contains(screen.getByRole('button', { name: /Download/ }))).toBe(true);

    cleanup();
    page();
    expect((screen.getByLabelText('Table Name') as HTMLInputElement).value).toBe('todos');
    expect((screen.getByLabelText('Operation') as HTMLSelectElement).value).toBe('UPDATE');
  });

  it('shows the fields of the chosen policy type and the error of a bad condition', () => {
    page();
    fireEvent.change(screen.getByLabelText('Table Name'), { target: { value: 'posts' } });
    fireEvent.change(screen.getByLabelText('Policy Type'), { target: { value: 'custom' } });
    expect(screen.queryByLabelText('User Column')).toBeNull();
    fireEvent.change(screen.getByLabelText('Custom Condition'), {
      target: { value: 'true); drop table posts; --' },
    });
    expect(screen.getByRole('alert').textContent).toMatch(/custom condition/);
    expect(screen.queryByRole('button', { name: /Copy SQL/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Policy Type'), { target: { value: 'role' } });
    expect(screen.getByLabelText('Required Role')).toBeTruthy();
    expect(sqlShown()).toContain("->> 'role') = 'admin'");
  });
});
