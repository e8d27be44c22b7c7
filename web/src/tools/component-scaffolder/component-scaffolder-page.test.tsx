import { cleanup, fireEvent, screen } from '@testing-library/react';
import { COMPONENT_DEFAULTS, generateComponent } from '@toolbox/core/tools/component-scaffolder';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import ComponentScaffolderPage from './component-scaffolder-page';

const page = () => renderPage(ComponentScaffolderPage);
const checkbox = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('Component Scaffolder page', () => {
  it('starts with the spec’s defaults and no output until Generate', () => {
    page();
    expect((screen.getByLabelText('Component Name') as HTMLInputElement).value).toBe('Button');
    expect((screen.getByLabelText('Component Type') as HTMLSelectElement).value).toBe('functional');
    for (const name of ['Use TypeScript', 'Add Props Interface', 'Add Tailwind Styles'])
      expect(checkbox(name).checked).toBe(true);
    expect(screen.getByText('Generate a component to see its code.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Generate Component/ }));
    expect(screen.getByRole('region', { name: 'Button.tsx' }).textContent).toBe(
      generateComponent(COMPONENT_DEFAULTS).files[0]?.data,
    );
    expect(screen.getByRole('button', { name: /^Copy/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('shows the props box only while Add Props Interface is on, and keeps the form over a reload', () => {
    page();
    expect(screen.getByLabelText('Props')).toBeTruthy();
    fireEvent.click(checkbox('Add Props Interface'));
    expect(screen.queryByLabelText('Props')).toBeNull();
    fireEvent.click(checkbox('With test'));
    cleanup();
    page();
    expect(checkbox('Add Props Interface').checked).toBe(false);
    expect(checkbox('With test').checked).toBe(true);
  });

  it('says the code is out of date when the form changes after Generate', async () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: /Generate Component/ }));
    expect(screen.queryByText(/The form has changed/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Component Name'), { target: { value: 'UserCard' } });
    expect(screen.getByRole('status').textContent).toMatch(
      /^The form has changed since this was made: Generate Component/,
    );
    // The old code is still there to read, marked as such, until Generate runs on the new form.
    expect(screen.getByRole('region', { name: 'Button.tsx' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Generate Component/ }));
    expect(await screen.findByRole('region', { name: 'UserCard.tsx' })).toBeTruthy();
    expect(screen.queryByText(/The form has changed/)).toBeNull();
  });

  it('one tab per file and Download all when there are several', () => {
    page();
    fireEvent.click(checkbox('With test'));
    fireEvent.click(checkbox('With story'));
    fireEvent.click(screen.getByRole('button', { name: /Generate Component/ }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Button.tsx',
      'Button.test.tsx',
      'Button.stories.tsx',
    ]);
    expect(screen.getByRole('button', { name: 'Download all (.zip)' })).toBeTruthy();
  });

  it('says inline why a name is refused and does not generate', () => {
    page();
    fireEvent.change(screen.getByLabelText('Component Name'), { target: { value: 'my-button' } });
    expect(screen.getByText(/not a valid component name/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Generate Component/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Component Type'), { target: { value: 'hook' } });
    expect(screen.getByText(/not a valid hook name/)).toBeTruthy();
  });
});
