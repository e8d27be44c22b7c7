import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineError } from './inline-error';

describe('InlineError', () => {
  it('announces the message as an alert', () => {
    render(<InlineError message="Enter a table name." />);
    expect(screen.getByRole('alert').textContent).toBe('Enter a table name.');
  });

  it('renders nothing while there is no message', () => {
    const { container } = render(<InlineError message={undefined} />);
    expect(container.childElementCount).toBe(0);
  });
});
