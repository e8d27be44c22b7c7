import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import UserAgentPage from './user-agent-page';

beforeEach(() => localStorage.clear());

const page = () => renderPage(UserAgentPage);
const box = () => screen.getByLabelText('User-agent strings') as HTMLTextAreaElement;

describe('user-agent page', () => {
  it('reads the sample iPhone string', () => {
    page();
    const rows = within(screen.getByLabelText('User agent on line 1'));
    expect(rows.getByText('Safari 17.1')).toBeTruthy();
    expect(rows.getByText('WebKit 605.1.15')).toBeTruthy();
    expect(rows.getByText('iOS 17.1')).toBeTruthy();
    expect(rows.getByText('mobile Apple iPhone')).toBeTruthy();
  });

  it('counts a pasted log column and names the bot', () => {
    page();
    fireEvent.change(box(), {
      target: {
        value:
          'curl/8.5.0\nMozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)\ncurl/8.5.0',
      },
    });
    expect(within(screen.getByLabelText('Counts')).getByText('3 (2 different), 3 bots')).toBeTruthy();
    expect(
      within(screen.getByLabelText('User agent on line 2')).getByText('yes (matched "Google")'),
    ).toBeTruthy();
  });

  it('puts the message under the field and keeps what was typed', () => {
    page();
    fireEvent.change(box(), { target: { value: 'bad\u0001agent' } });
    expect(
      screen.getByText('Line 1 has a control character, which a user-agent header never has.'),
    ).toBeTruthy();
    expect(box().value).toBe('bad\u0001agent');
  });
});
