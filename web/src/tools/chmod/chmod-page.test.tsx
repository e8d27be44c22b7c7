import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import ChmodPage from './chmod-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(ChmodPage);

describe('chmod page', () => {
  it('reads -rwxr-x--- as 0750 and u=rwx,g=rx,o=', () => {
    page();
    const list = within(screen.getByLabelText('Mode written'));
    expect(list.getByText('0750')).toBeTruthy();
    expect(list.getByText('u=rwx,g=rx,o=')).toBeTruthy();
  });

  it('a tick in the grid sets that bit and writes the mode back as octal', () => {
    page();
    fireEvent.click(screen.getByLabelText('Others read'));
    fireEvent.click(screen.getByLabelText('setgid'));
    expect((screen.getByLabelText('Mode') as HTMLInputElement).value).toBe('2754');
    expect(within(screen.getByLabelText('Mode written')).getByText('-rwxr-sr--')).toBeTruthy();
  });

  it('puts the message under the field at fault and keeps what was typed', () => {
    page();
    const input = screen.getByLabelText('Mode') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'u+q' } });
    expect(
      screen.getByText('Character 3, "q", is not part of a mode (octal, ugoa+-=rwxXst, or ls -l).'),
    ).toBeTruthy();
    expect(input.value).toBe('u+q');
    fireEvent.change(input, { target: { value: '755' } });
    fireEvent.change(screen.getByLabelText('umask'), { target: { value: '9' } });
    expect(screen.getByText('A umask is an octal number from 000 to 777.')).toBeTruthy();
  });
});
