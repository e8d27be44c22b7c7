import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import CronPage from './cron-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(CronPage);

describe('Cron page', () => {
  it('explains the expression and lists the next runs in the zone from the start', () => {
    page();
    fireEvent.change(screen.getByLabelText('Cron expression'), { target: { value: '0 3 * * *' } });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'America/New_York' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-07T12:00:00Z' } });
    fireEvent.change(screen.getByLabelText('How many runs'), { target: { value: '2' } });
    expect(screen.getByRole('status').textContent).toBe('At 03:00');
    const runs = within(screen.getByRole('region', { name: 'Next runs' })).getAllByRole('listitem');
    expect(runs.map((run) => run.textContent)).toEqual([
      'Sun 2026-03-08 03:00:00 -04:002026-03-08T07:00:00Z',
      'Mon 2026-03-09 03:00:00 -04:002026-03-09T07:00:00Z',
    ]);
  });

  it('points at the invalid field and keeps what was typed', () => {
    page();
    const input = screen.getByLabelText('Cron expression');
    fireEvent.change(input, { target: { value: '0 25 * * *' } });
    expect(screen.getByText('hour field "25": 25 is outside 0-23.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Fields' })).getByText('hour (invalid)')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('0 25 * * *');
  });

  it('fills an example, pg_cron’s interval included, and keeps it across a reload', () => {
    const first = page();
    fireEvent.click(screen.getByRole('button', { name: "pg_cron '30 seconds'" }));
    expect(screen.getByRole('status').textContent).toMatch(/^Every 30 seconds/);
    first.unmount();
    page();
    expect((screen.getByLabelText('Cron expression') as HTMLInputElement).value).toBe('30 seconds');
  });
});
