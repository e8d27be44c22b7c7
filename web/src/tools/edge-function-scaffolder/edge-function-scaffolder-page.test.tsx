import { cleanup, fireEvent, screen } from '@testing-library/react';
import { EDGE_DEFAULTS, generateEdgeFunction } from '@toolbox/core/tools/edge-function-scaffolder';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import EdgeFunctionScaffolderPage from './edge-function-scaffolder-page';

const page = () => renderPage(EdgeFunctionScaffolderPage);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('Edge Function Scaffolder page', () => {
  it('shows the code and config for the defaults and the chosen template, and keeps the form', () => {
    page();
    expect((screen.getByLabelText('Enable CORS') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Require auth') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('region', { name: 'Generated code' }).textContent).toBe(
      generateEdgeFunction(EDGE_DEFAULTS).code.data,
    );
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'webhook' } });
    expect(screen.getByRole('region', { name: 'Config file' }).textContent).toContain('verify_jwt = false');
    for (const name of ['Copy Code', 'Copy Config', 'Download All'])
      expect(screen.getByRole('button', { name })).toBeTruthy();

    cleanup();
    page();
    expect((screen.getByLabelText('Template') as HTMLSelectElement).value).toBe('webhook');
  });

  it('unticks and locks Require auth on the webhook template; provider and one named secret', () => {
    page();
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'webhook' } });
    const auth = screen.getByLabelText('Require auth') as HTMLInputElement;
    expect([auth.checked, auth.disabled]).toEqual([false, true]);
    expect(screen.getByText(/replaces the JWT check \(verify_jwt = false\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Webhook provider'), { target: { value: 'github' } });
    fireEvent.change(screen.getByLabelText('Signing secret variable'), {
      target: { value: 'GH_HOOK_SECRET' },
    });
    const code = screen.getByRole('region', { name: 'Generated code' }).textContent ?? '';
    expect(code).toBe(
      generateEdgeFunction({
        ...EDGE_DEFAULTS,
        template: 'webhook',
        webhookProvider: 'github',
        webhookSecret: 'GH_HOOK_SECRET',
      }).code.data,
    );
    expect(code).toContain("const GH_HOOK_SECRET = requireEnv('GH_HOOK_SECRET');");
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'basic' } });
    expect((screen.getByLabelText('Require auth') as HTMLInputElement).checked).toBe(true);
  });

  it('says why a name is refused', () => {
    page();
    fireEvent.change(screen.getByLabelText('Function Name'), { target: { value: 'my function' } });
    expect(screen.getByRole('alert').textContent).toMatch(/starts with a letter/);
    expect(screen.queryByRole('button', { name: 'Copy Code' })).toBeNull();
  });
});
