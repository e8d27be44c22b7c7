import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolPage } from '../../components/tool-page';
import { historyKey } from './tool-history';
import { ToolHistoryProvider } from './tool-history-provider';
import { useRecordToolUse, useToolHistory } from './use-tool-history';

const USER = 'user-1';

/** The account's side (account/history-sync.ts, a lazy chunk): a fake that arrives when the test says. */
function fakeSync() {
  const sent: string[] = [];
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = async () => {
    await arrived;
    return {
      connectHistory: () => ({
        recordUse: (id: string) => void sent.push(`use ${id}`),
        setFavourite: (id: string, on: boolean) => void sent.push(`${on ? 'star' : 'unstar'} ${id}`),
        close: () => undefined,
      }),
    };
  };
  return { sent, load, arrive: () => arrive() };
}

function ToolOpened({ id }: { id: 'mockup-generator' | 'commit-message-assistant' }) {
  useRecordToolUse(id);
  const { toggleFavourite } = useToolHistory();
  return (
    <button type="button" onClick={() => toggleFavourite(id)}>
      star
    </button>
  );
}

afterEach(() => localStorage.clear());

describe('uses and stars made before the account’s sync has loaded', () => {
  it('reach the account once it connects, also from a page left before then', async () => {
    const sync = fakeSync();
    const first = render(
      <ToolHistoryProvider userId={USER} loadSync={sync.load}>
        <ToolOpened id="mockup-generator" />
      </ToolHistoryProvider>,
    );
    // The user leaves before the chunk arrives: nothing was sent, the use waits in storage.
    first.unmount();
    expect(sync.sent).toEqual([]);

    render(
      <ToolHistoryProvider userId={USER} loadSync={sync.load}>
        <ToolOpened id="commit-message-assistant" />
      </ToolHistoryProvider>,
    );
    act(() => screen.getByRole('button', { name: 'star' }).click());
    expect(sync.sent).toEqual([]);
    await act(async () => sync.arrive());
    await vi.waitFor(() => expect(sync.sent).toHaveLength(3));
    // The uses in the order they were made (the recently used list's order); the star beside them.
    expect(sync.sent.filter((change) => change.startsWith('use'))).toEqual([
      'use mockup-generator',
      'use commit-message-assistant',
    ]);
    expect(sync.sent).toContain('star commit-message-assistant');
    // Sent once: the next page does not send them again.
    expect(localStorage.getItem(`${historyKey(USER)}:unsent`)).toBeNull();
  });
});

describe('the header of a tool page, signed in', () => {
  it('holds Save preset and Load preset from the first paint, before their menu has loaded', () => {
    render(
      <ToolHistoryProvider userId={USER} loadSync={fakeSync().load}>
        <ToolPage toolId="dev-utilities" />
      </ToolHistoryProvider>,
    );
    // Drawn only once loaded, they moved the page under the header down a line after it had painted.
    const header = screen.getByRole('heading', { level: 1, name: 'Dev Utilities' }).closest('header');
    if (!header) throw new Error('no header');
    for (const name of ['Save preset', 'Load preset'])
      expect(within(header).getByRole('button', { name })).toHaveProperty('disabled', true);
  });
});

/** The favourites as a page shows them, counting its renders. */
const renders = { count: 0 };
function Favourites() {
  renders.count++;
  const { favourites } = useToolHistory();
  return <p>{favourites.map((tool) => tool.title).join(', ') || 'none'}</p>;
}

describe("the account's lists", () => {
  it('render the pages using them again only when they change, not at every change of the account’s copy', async () => {
    type Show = (favourites: readonly string[], recent: readonly string[]) => void;
    let show: Show | undefined;
    const load = async () => ({
      connectHistory: (_user: string, _local: unknown, onChange: Show) => {
        show = onChange;
        return { recordUse: () => undefined, setFavourite: () => undefined, close: () => undefined };
      },
    });
    renders.count = 0;
    render(
      <ToolHistoryProvider userId={USER} loadSync={load}>
        <Favourites />
      </ToolHistoryProvider>,
    );
    await vi.waitFor(() => expect(show).toBeDefined());
    await act(async () => show?.(['og-generator'], ['og-generator']));
    expect(screen.getByText('OG Image Generator')).toBeTruthy();
    const shown = renders.count;
    // The account's copy changed elsewhere (a project saved, a preset loaded): the same lists again.
    await act(async () => show?.(['og-generator'], ['og-generator']));
    await act(async () => show?.(['og-generator'], ['og-generator']));
    expect(renders.count).toBe(shown);
    await act(async () => show?.(['og-generator', 'qr-code'], ['og-generator']));
    expect(renders.count).toBe(shown + 1);
    expect(screen.getByText('OG Image Generator, QR Code Generator')).toBeTruthy();
  });
});
