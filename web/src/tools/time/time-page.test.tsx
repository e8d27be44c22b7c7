import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import TimePage from './time-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(TimePage);

const value = (list: HTMLElement, label: string) =>
  within(list).getByText(label).parentElement?.querySelector('code')?.textContent;

describe('Time page', () => {
  it('converts Unix seconds to every format and the zones asked for', () => {
    page();
    fireEvent.change(screen.getByLabelText('Time to convert'), { target: { value: '1700000000' } });
    fireEvent.change(screen.getByLabelText('Time zones'), { target: { value: 'Asia/Kolkata, UTC' } });
    const formats = screen.getByLabelText('Formats');
    expect(value(formats, 'ISO 8601')).toBe('2023-11-14T22:13:20Z');
    expect(value(formats, 'HTTP date')).toBe('Tue, 14 Nov 2023 22:13:20 GMT');
    expect(value(formats, 'Postgres')).toBe("'2023-11-15 03:43:20+05:30'::timestamptz");
    expect(value(screen.getByLabelText('Zones side by side'), 'Asia/Kolkata')).toBe(
      '2023-11-15T03:43:20+05:30',
    );
    expect(screen.getByText('Read as unix seconds.')).toBeTruthy();
  });

  it('shows the current time live and says what is wrong with bad input, keeping it', () => {
    page();
    expect(screen.getByRole('region', { name: 'Current time' }).textContent).toMatch(
      /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/,
    );
    const field = screen.getByLabelText('Time to convert');
    fireEvent.change(field, { target: { value: '2026-02-30' } });
    expect(screen.getByText('"2026-02-30" has no day 30 (Feb 2026 has 28).')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('2026-02-30');
    fireEvent.change(screen.getByLabelText('Time zones'), { target: { value: 'Mars/Base' } });
    expect(screen.getByLabelText('Time zones').getAttribute('aria-invalid')).toBe('true');
  });

  it('reads what date(1) prints and says which of two wall times it took', () => {
    page();
    fireEvent.change(screen.getByLabelText('Time to convert'), {
      target: { value: 'Thu Nov 26 16:22:44 CET 2026' },
    });
    expect(value(screen.getByLabelText('Formats'), 'ISO 8601')).toBe('2026-11-26T15:22:44Z');
    expect(screen.getByText('Read as date(1) / git / asctime.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Time zones'), { target: { value: 'America/New_York' } });
    fireEvent.change(screen.getByLabelText('Time to convert'), { target: { value: '2026-11-01 01:30' } });
    expect(screen.getByRole('status').textContent).toMatch(
      /2026-11-01 01:30 happens twice in America\/New_York \(the clocks go back\): read as the second, -05:00/,
    );
    expect(value(screen.getByLabelText('Formats'), 'ISO 8601')).toBe('2026-11-01T06:30:00Z');
  });

  it('marks the field the error belongs to, whatever its words', () => {
    page();
    fireEvent.change(screen.getByLabelText('Time to convert'), {
      target: { value: 'Thu Nov 26 16:22:44 IST 2026' },
    });
    expect(screen.getByLabelText('Time to convert').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Time zones').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText(/IST stands for India/)).toBeTruthy();
  });

  it('keeps the value and zones across a reload', () => {
    const first = page();
    fireEvent.change(screen.getByLabelText('Time to convert'), { target: { value: '0' } });
    first.unmount();
    page();
    expect((screen.getByLabelText('Time to convert') as HTMLInputElement).value).toBe('0');
  });
});
