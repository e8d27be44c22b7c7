import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import BasicAuthPage from './basic-auth/basic-auth-page';
import BcryptPage from './bcrypt/bcrypt-page';
import DevUtilitiesPage from './dev-utilities/dev-utilities-page';
import HashPage from './hash/hash-page';
import MetaTagsPage from './meta-tags/meta-tags-page';
import RegexJsonPage from './regex-json/regex-json-page';
import TailwindUtilitiesPage from './tailwind-utilities/tailwind-utilities-page';

// Issue 80 item 3: inputs these pages once kept in plain component state (so out of the link) and their tabs come
// back from a copied link (e2e/tests/tool-links-every-page.spec.ts walks every page in Chromium).

afterEach(() => window.history.replaceState(null, '', '/'));

/** The page as a copied link opens it: the address bar and the router both at `path`. */
function openLink(Page: ComponentType, path: string) {
  window.history.replaceState(null, '', path);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

const fieldValue = (label: string, selector?: string) =>
  (screen.getByLabelText(label, selector ? { selector } : {}) as HTMLInputElement).value;
const selectedTab = () => screen.getAllByRole('tab', { selected: true })[0]?.textContent;

describe("a page's link reproduces what it once kept in component state", { timeout: 20_000 }, () => {
  it('the JSON tools: the tab, the indent and the CSV delimiter', () => {
    openLink(RegexJsonPage, '/regex-json?tab=json&indent=tab&delimiter=semicolon');
    expect(selectedTab()).toBe('JSON Tools');
    expect(fieldValue('Indent')).toBe('tab');
    expect(fieldValue('CSV delimiter')).toBe('semicolon');
  });

  it("Developer Utilities: the UUID's version and count, the password choices, the quick palette's base", () => {
    openLink(
      DevUtilitiesPage,
      '/dev-utilities?v7=true&count=3&password-options.length=24&password-options.symbols=false' +
        '&password-options.passwordCount=4&paletteBase=%23ff0000',
    );
    expect(fieldValue('Version')).toBe('v7');
    expect(fieldValue('Quantity', 'input[max="100"]')).toBe('3');
    expect(screen.getByText('Length: 24')).toBeTruthy();
    expect((screen.getByLabelText('Symbols (!@#$%^&*)') as HTMLInputElement).checked).toBe(false);
    expect(fieldValue('Quantity', 'input[max="20"]')).toBe('4');
    expect(fieldValue('Base color')).toBe('#ff0000');
  });

  it('Developer Utilities: the HMAC payload, signature and algorithm (never its secret), Base64 URL-safe', () => {
    openLink(
      DevUtilitiesPage,
      '/dev-utilities?tab=converters&urlSafe=true&signPayload=%7B%22a%22%3A1%7D&signature=abc123&signAlgorithm=sha512',
    );
    expect(selectedTab()).toBe('Converters');
    expect((screen.getByLabelText(/URL-safe/) as HTMLInputElement).checked).toBe(true);
    expect(fieldValue('Payload (raw request body)')).toBe('{"a":1}');
    expect(fieldValue('Received signature (optional)')).toBe('abc123');
    expect(fieldValue('HMAC algorithm')).toBe('sha512');
  });

  it('Developer Utilities: the palette type', () => {
    openLink(DevUtilitiesPage, '/dev-utilities?tab=colors&paletteType=triadic');
    expect(fieldValue('Palette type')).toBe('triadic');
  });

  it('the hash page: the expected digest and both algorithm choices', () => {
    openLink(HashPage, '/hash?text=hi&expected=abc&sumsAlgorithm=md5&fileAlgorithm=sha1');
    expect(fieldValue('Expected digest')).toBe('abc');
    expect(fieldValue('Algorithm of untagged lines')).toBe('md5');
    expect(fieldValue('Algorithm for files')).toBe('sha1');
  });

  it('bcrypt: the cost and the prefix of a new hash', () => {
    openLink(BcryptPage, '/bcrypt?cost=12&prefix=2a');
    expect(fieldValue('Cost')).toBe('12');
    expect(fieldValue('Prefix')).toBe('2a');
  });

  it("Tailwind's responsive helper: its tab and each breakpoint's classes", () => {
    openLink(TailwindUtilitiesPage, '/tailwind-utilities?tab=responsive&responsive-md=flex-row');
    expect(selectedTab()).toBe('Responsive Helper');
    expect(fieldValue('md (≥ 768px)')).toBe('flex-row');
    expect(screen.getByLabelText('Responsive classes').textContent).toBe('md:flex-row');
  });

  it('the data URI to decode', () => {
    openLink(BasicAuthPage, '/basic-auth?uri=data%3Atext%2Fplain%2Chi');
    expect(fieldValue('Data URI to decode')).toBe('data:text/plain,hi');
  });

  it("meta tags: the form's section", () => {
    openLink(MetaTagsPage, '/meta-tags?tab=social');
    expect(selectedTab()).toBe('Social Media');
  });
});

describe('choosing a tab puts it into the link', () => {
  it('sets ?tab= beside the inputs, and the first tab leaves the link without one', async () => {
    const user = userEvent.setup();
    openLink(RegexJsonPage, '/regex-json');
    await user.type(screen.getByLabelText('Regular expression'), 'a+');
    await user.click(screen.getByRole('tab', { name: 'JSON Tools' }));
    const query = () => new URLSearchParams(window.location.search);
    expect(query().get('tab')).toBe('json');
    expect(query().get('pattern')).toBe('a+');
    await user.click(screen.getByRole('tab', { name: 'Regex Tester' }));
    expect(query().has('tab')).toBe(false);
    expect(query().get('pattern')).toBe('a+');
  });
});
