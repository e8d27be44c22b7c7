import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import NumberBasePage from './number-base-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(NumberBasePage);

describe('Number base page', () => {
  it('writes the number in every base and its bytes as it is typed', () => {
    page();
    fireEvent.change(screen.getByLabelText('Number'), { target: { value: '-2' } });
    fireEvent.change(screen.getByLabelText('Width in bits'), { target: { value: '16' } });
    const bases = within(screen.getByLabelText('Bases'));
    expect(bases.getByText('-10')).toBeTruthy();
    expect(bases.getAllByText('-2')).toHaveLength(4); // octal, decimal, hex and base 36
    const bits = within(screen.getByLabelText('16-bit pattern'));
    expect(bits.getByText('1111111111111110')).toBeTruthy();
    expect(bits.getByText('65534')).toBeTruthy();
    expect(bits.getByText('ff fe')).toBeTruthy();
    expect(bits.getByText('fe ff')).toBeTruthy();
  });

  it('puts the message under the field at fault and keeps what was typed', () => {
    page();
    const input = screen.getByLabelText('Number') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '0b102' } });
    expect(screen.getByText('Character 5, "2", is not a base-2 digit.')).toBeTruthy();
    expect(input.value).toBe('0b102');
    fireEvent.change(input, { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Width in bits'), { target: { value: '8' } });
    expect(screen.getByText('300 does not fit in 8 bits (-128 to 255).')).toBeTruthy();
  });
});
