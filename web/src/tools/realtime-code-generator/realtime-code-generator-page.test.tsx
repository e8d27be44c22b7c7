import { cleanup, fireEvent, screen } from '@testing-library/react';
import { generateRealtimeCode, REALTIME_DEFAULTS } from '@toolbox/core/tools/realtime-code-generator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import RealtimeCodeGeneratorPage from './realtime-code-generator-page';

const page = () => renderPage(RealtimeCodeGeneratorPage);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('Realtime Code Generator page', () => {
  it('starts from the spec’s defaults and shows core’s files for the form', () => {
    page();
    expect((screen.getByLabelText('INSERT') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Channel Name') as HTMLInputElement).value).toBe('db-changes');
    fireEvent.change(screen.getByLabelText('Table Name'), { target: { value: 'messages' } });
    fireEvent.click(screen.getByLabelText('DELETE'));
    const code = generateRealtimeCode({
      ...REALTIME_DEFAULTS,
      tableName: 'messages',
      events: ['INSERT', 'DELETE'],
    });
    expect(screen.getByRole('region', { name: code.component.name }).textContent).toBe(code.component.data);
    expect(screen.getByRole('tab', { name: code.hook.name })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download all/ })).toBeTruthy();

    cleanup();
    page();
    expect((screen.getByLabelText('DELETE') as HTMLInputElement).checked).toBe(true);
  });

  it('says what is wrong instead of showing code', () => {
    page();
    fireEvent.change(screen.getByLabelText('Table Name'), { target: { value: 'messages' } });
    fireEvent.click(screen.getByLabelText('INSERT'));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one event.');
  });
});
