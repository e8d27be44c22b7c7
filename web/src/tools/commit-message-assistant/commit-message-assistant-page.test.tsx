import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { storageKey } from '../../platform/stored-inputs';
import CommitMessageAssistantPage from './commit-message-assistant-page';

const page = () =>
  render(
    <MemoryRouter>
      <CommitMessageAssistantPage />
    </MemoryRouter>,
  );

describe('Commit Message Assistant page', () => {
  it('keeps the fields over a reload and formats them again', () => {
    const first = page();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'fix' } });
    fireEvent.change(screen.getByLabelText('Short Description'), { target: { value: 'keep the draft' } });
    fireEvent.change(screen.getByLabelText('Related Issues'), { target: { value: '12' } });
    first.unmount();
    page();
    expect(screen.getByLabelText('Type')).toHaveProperty('value', 'fix');
    expect(screen.getByLabelText('Short Description')).toHaveProperty('value', 'keep the draft');
    expect(screen.getByLabelText('Related Issues')).toHaveProperty('value', '12');
    expect(screen.getAllByText(/fix: keep the draft/).length).toBeGreaterThan(0);
  });

  it('falls back to the defaults for a stored type that is not offered', () => {
    localStorage.setItem(
      storageKey('commit-message-assistant', 'form'),
      JSON.stringify({ type: 'nope', body: 'kept' }),
    );
    page();
    expect(screen.getByLabelText('Type')).toHaveProperty('value', 'feat');
    expect(screen.getByLabelText('Body (optional)')).toHaveProperty('value', 'kept');
  });
});
