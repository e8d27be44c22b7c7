import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { storageKey } from '../../platform/stored-inputs';
import ChangelogGeneratorPage from './changelog-generator-page';

const page = () =>
  render(
    <MemoryRouter>
      <ChangelogGeneratorPage />
    </MemoryRouter>,
  );

describe('Changelog Generator page', () => {
  it('keeps the project and its entries over a reload', () => {
    const first = page();
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Kept Project' } });
    fireEvent.change(screen.getByLabelText('Version Bump Type'), { target: { value: 'major' } });
    fireEvent.change(screen.getByLabelText('Change entry 1'), { target: { value: 'Added dark mode' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    fireEvent.change(screen.getByLabelText('Change entry 2'), { target: { value: 'Fixed login' } });
    first.unmount();
    page();
    expect(screen.getByLabelText('Project Name')).toHaveProperty('value', 'Kept Project');
    expect(screen.getByLabelText('Version Bump Type')).toHaveProperty('value', 'major');
    expect(screen.getByLabelText('Change entry 1')).toHaveProperty('value', 'Added dark mode');
    expect(screen.getByLabelText('Change entry 2')).toHaveProperty('value', 'Fixed login');
  });

  it('drops stored entries of another shape and keeps one empty entry', () => {
    localStorage.setItem(
      storageKey('changelog-generator', 'form'),
      JSON.stringify({ entries: [1, null, { id: 'x' }] }),
    );
    page();
    expect(screen.getByLabelText('Change entry 1')).toHaveProperty('value', '');
    expect(screen.queryByLabelText('Change entry 2')).toBeNull();
  });
});
