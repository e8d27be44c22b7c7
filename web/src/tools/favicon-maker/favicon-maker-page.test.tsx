import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import FaviconMakerPage from './favicon-maker-page';

const page = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('Favicon & Logo Maker page', () => {
  beforeEach(() => localStorage.clear());

  it('cuts the text to 3 characters (an emoji counts as one)', () => {
    page(<FaviconMakerPage />);
    const text = screen.getByLabelText('Text');
    fireEvent.change(text, { target: { value: 'ABCDE' } });
    expect((text as HTMLInputElement).value).toBe('ABC');
    fireEvent.change(text, { target: { value: '👍🏽AB' } });
    expect((text as HTMLInputElement).value).toBe('👍🏽AB');
    expect(screen.getByText('3/3')).toBeTruthy();
  });

  it('keeps its inputs across a reload and titles the snippet with the app name', () => {
    const first = page(<FaviconMakerPage />);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'DT' } });
    fireEvent.change(screen.getByLabelText('Shape'), { target: { value: 'circle' } });
    fireEvent.change(screen.getByLabelText('App name'), { target: { value: 'Dev & Co' } });
    fireEvent.change(screen.getByLabelText('Background colour'), { target: { value: '#2563eb' } });
    fireEvent.change(screen.getByLabelText('Text colour'), { target: { value: '#facc15' } });
    first.unmount();
    page(<FaviconMakerPage />);
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('DT');
    expect((screen.getByLabelText('Shape') as HTMLSelectElement).value).toBe('circle');
    expect((screen.getByLabelText('App name') as HTMLInputElement).value).toBe('Dev & Co');
    expect((screen.getByLabelText('Background colour') as HTMLInputElement).value).toBe('#2563eb');
    expect((screen.getByLabelText('Text colour') as HTMLInputElement).value).toBe('#facc15');
    expect(screen.getByText(/<meta name="apple-mobile-web-app-title" content="Dev &amp; Co">/)).toBeTruthy();
    expect(screen.getByText(/favicon-96x96\.png/)).toBeTruthy();
  });
});
