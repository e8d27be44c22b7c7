import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { RadioCard } from './radio-card';

it('is a radio named by all the card shows, checked as told, that asks to be chosen when clicked', () => {
  const onSelect = vi.fn();
  render(
    <fieldset>
      <RadioCard name="size" value="s" checked onSelect={vi.fn()} title="Small">
        Fits a pocket
      </RadioCard>
      <RadioCard name="size" value="l" checked={false} onSelect={onSelect} title="Large" />
    </fieldset>,
  );
  const small = screen.getByRole('radio', { name: 'Small Fits a pocket' }) as HTMLInputElement;
  expect(small.checked).toBe(true);
  expect(small.value).toBe('s');
  fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
  expect(onSelect).toHaveBeenCalledOnce();
});
