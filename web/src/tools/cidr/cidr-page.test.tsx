import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldError } from '../../testing/field-error';
import { renderPage } from '../../testing/render-page';
import CidrPage from './cidr-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(CidrPage);

describe('IP Subnet Calculator page', () => {
  it('reads 10.0.0.0/22 as its masks and hosts, splits it into /24s and finds 10.0.3.7 in it', () => {
    page();
    const details = within(screen.getByLabelText('Subnet details'));
    expect(details.getByText('255.255.252.0')).toBeTruthy();
    expect(details.getByText('0.0.3.255')).toBeTruthy();
    expect(details.getByText('1022')).toBeTruthy();
    const subnets = within(screen.getByRole('list', { name: 'Subnets' })).getAllByRole('listitem');
    expect(subnets.map((item) => item.textContent?.split(' ')[0])).toEqual([
      '10.0.0.0/24',
      '10.0.1.0/24',
      '10.0.2.0/24',
      '10.0.3.0/24',
    ]);
    expect(screen.getByRole('status').textContent).toBe('10.0.3.7 is in 10.0.0.0/22');
  });

  it('puts the message under the field at fault and keeps what was typed', () => {
    page();
    const network = screen.getByLabelText('Network') as HTMLInputElement;
    fireEvent.change(network, { target: { value: '10.0.0.0/33' } });
    expect(
      screen.getByText('"/33" is not a prefix length: a whole number from 0 to 32, or a netmask.'),
    ).toBeTruthy();
    expect(network.value).toBe('10.0.0.0/33');
    fireEvent.change(network, { target: { value: '10.0.0.0/8' } });
    fireEvent.change(screen.getByLabelText('Split into prefix'), { target: { value: '30' } });
    expect(fieldError('Split into prefix')).toMatch(/^\/8 into \/30 makes 4,194,304 subnets/);
  });

  it('summarizes a list of networks and ranges', () => {
    page();
    fireEvent.change(screen.getByLabelText('Networks'), {
      target: { value: '10.0.0.0/24\n10.0.1.0 - 10.0.1.255\n' },
    });
    const list = within(screen.getByRole('list', { name: 'Summarized networks' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['10.0.0.0/23']);
  });
});
