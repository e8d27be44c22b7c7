import { render, screen } from '@testing-library/react';
import { ToolInputError } from '@toolbox/core/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LiveResultOptions, liveResult, useLiveResult } from './use-live-result';

afterEach(() => vi.restoreAllMocks());

function half(n: number): number {
  if (n < 0) throw new ToolInputError('Enter a number of 0 or more.');
  if (Number.isNaN(n)) throw new TypeError('a bug');
  return n / 2;
}

function Harness({ n, options }: { n: number; options?: LiveResultOptions }) {
  const result = useLiveResult(half, n, options);
  return result.error === undefined ? <output>{result.value}</output> : <p role="alert">{result.error}</p>;
}

describe('useLiveResult', () => {
  it('gives the value while the input is good', () => {
    render(<Harness n={8} />);
    expect(screen.getByRole('status').textContent).toBe('4');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns a thrown ToolInputError into its message, shown inline, and recovers when the input is fixed', () => {
    const { rerender } = render(<Harness n={-1} />);
    expect(screen.getByRole('alert').textContent).toBe('Enter a number of 0 or more.');
    rerender(<Harness n={2} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('rethrows any other error (a bug is not an input message)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Harness n={Number.NaN} />)).toThrow('a bug');
  });

  it('words any other error with the fallback when the page gives one', () => {
    render(<Harness n={Number.NaN} options={{ fallback: 'Could not compute.' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Could not compute.');
  });

  it('keeps the input message over the fallback', () => {
    expect(liveResult(half, -3, { fallback: 'Could not compute.' })).toEqual({
      error: 'Enter a number of 0 or more.',
    });
  });
});
