import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import MetaTagsPage from './meta-tags-page';

afterEach(() => vi.restoreAllMocks());

const page = () => renderPage(MetaTagsPage);

describe('Meta Tag Generator page', () => {
  it('keeps the form over a reload', () => {
    const first = page();
    fireEvent.change(screen.getByLabelText('Page Title'), { target: { value: 'Kept Title' } });
    first.unmount();
    page();
    expect(screen.getByLabelText('Page Title')).toHaveProperty('value', 'Kept Title');
  });

  it('opens without red errors; validates on every edit with the spec texts and counters', () => {
    page();
    expect(screen.getByRole('tab', { name: 'Basic Info', selected: true })).toBeTruthy();
    expect(document.querySelectorAll('.text-error')).toHaveLength(0);
    expect(screen.getByText(/Add a page title \(1-60 characters\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Page Title'), { target: { value: 'Ada Docs' } });
    expect(screen.getByText('8/60')).toBeTruthy();
    expect(screen.getByText('Description should be between 1-160 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Page Title'), { target: { value: 'T'.repeat(61) } });
    expect(screen.getByText('Title should be between 1-60 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Page Title'), { target: { value: 'Ada Docs' } });
    expect(screen.queryByText('Title should be between 1-60 characters.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Meta Description'), { target: { value: 'Guides' } });
    expect(screen.getByText('All validations passed')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'a,b,c,d,e,f,g,h,i,j,k' } });
    expect(screen.getByText('Keywords should not exceed 10 items.')).toBeTruthy();
  });

  it('Generate Meta Tags refuses an invalid form, then generates and the export follows every edit', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.change(screen.getByLabelText('Page Title'), {
      target: { value: '</title><script>x</script>' },
    });
    await user.click(screen.getByRole('tab', { name: 'Preview & Export' }));
    expect(
      screen.getByText(/Fix these first: Description should be between 1-160 characters\./),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Generate Meta Tags/ }));
    expect(error).toHaveBeenCalledWith('Validation Errors', {
      description: 'Please fix the validation errors before generating tags.',
    });
    expect(success).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    fireEvent.change(screen.getByLabelText('Meta Description'), { target: { value: 'Guides' } });
    await user.click(screen.getByRole('tab', { name: 'Preview & Export' }));
    // Valid, but empty until Generate is pressed (the spec).
    expect(screen.queryByRole('region', { name: 'Generated meta tags' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy Tags' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Generate Meta Tags/ }));
    expect(success).toHaveBeenCalledWith('Meta Tags Generated');
    const output = () => screen.getByRole('region', { name: 'Generated meta tags' }).textContent ?? '';
    expect(output()).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(screen.getByRole('button', { name: 'Copy Tags' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    fireEvent.change(screen.getByLabelText('Meta Description'), { target: { value: 'Guides, updated' } });
    await user.click(screen.getByRole('tab', { name: 'Preview & Export' }));
    expect(output()).toContain('content="Guides, updated"');
  });

  it('shows the Google result and the three share previews on Preview & Export, each truncated as its network does', async () => {
    const user = userEvent.setup();
    page();
    fireEvent.change(screen.getByLabelText('Page Title'), { target: { value: 'T'.repeat(80) } });
    fireEvent.change(screen.getByLabelText('Canonical URL'), {
      target: { value: 'https://ada.dev/docs/guides?x=1' },
    });
    await user.click(screen.getByRole('tab', { name: 'Social Media' }));
    expect(screen.queryByRole('article', { name: 'Facebook preview' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Preview & Export' }));
    const google = screen.getByRole('article', { name: 'Google preview' });
    expect(within(google).getByText(`${'T'.repeat(59)}…`)).toBeTruthy();
    expect(within(google).getByText('https://ada.dev › docs › guides')).toBeTruthy();
    const facebook = screen.getByRole('article', { name: 'Facebook preview' });
    expect(within(facebook).getByText(`${'T'.repeat(64)}…`)).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'LinkedIn preview' })).getByText(`${'T'.repeat(59)}…`),
    ).toBeTruthy();
    expect(screen.getAllByText(/^Optimal image: /).map((p) => p.textContent)).toEqual([
      'Optimal image: 1200 × 630',
      'Optimal image: 1200 × 630',
      'Optimal image: 1200 × 600',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Social Media' }));
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: 'og.png' } });
    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    expect(screen.getByText('Image URL should be absolute.')).toBeTruthy();
  });
});
