import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import FaviconMakerPage from './favicon-maker-page';

const page = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('Favicon & Logo Maker page', () => {
  it('cuts the text to 3 characters (an emoji counts as one)', () => {
    page(<FaviconMakerPage />);
    const text = screen.getByLabelText('Text');
    fireEvent.change(text, { target: { value: 'ABCDE' } });
    expect((text as HTMLInputElement).value).toBe('ABC');
    fireEvent.change(text, { target: { value: '👍🏽AB' } });
    expect((text as HTMLInputElement).value).toBe('👍🏽AB');
    expect(screen.getByText('3/3')).toBeTruthy();
  });
});
