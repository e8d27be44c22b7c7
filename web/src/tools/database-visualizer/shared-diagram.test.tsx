import { cleanup, render, screen } from '@testing-library/react';
import type { JsonObject } from '@toolbox/core/account';
import { afterEach, describe, expect, it } from 'vitest';
import SharedDiagram from './shared-diagram';

afterEach(cleanup);

const column = (name: string, type: string) => ({
  name,
  type,
  nullable: false,
  default: null,
  isPrimaryKey: name === 'id',
  isForeignKey: false,
});

describe('a shared schema diagram', () => {
  it('draws the snapshot’s tables where the owner left them', () => {
    render(
      <SharedDiagram
        snapshot={{
          schema: {
            tables: [
              { schema: 'public', name: 'teams', columns: [column('id', 'bigint')] },
              { schema: 'public', name: 'posts', columns: [column('id', 'integer'), column('body', 'text')] },
            ],
          },
          positions: { teams: { x: 400, y: 40 }, posts: 'nowhere' },
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'ER diagram of 2 tables' })).toBeTruthy();
    expect(screen.getByText(/2 tables\. Drag to look around/)).toBeTruthy();
  });

  it('says so, and draws nothing, for a snapshot that is not a schema', () => {
    const snapshots: JsonObject[] = [
      {},
      { schema: 'create table x ()' },
      { schema: { tables: [{ name: 'x' }] } },
      { schema: { tables: [{ schema: 'public', name: 'x', columns: [{ name: 'id' }] }] } },
    ];
    for (const snapshot of snapshots) {
      render(<SharedDiagram snapshot={snapshot} />);
      expect(screen.getByText('This snapshot is not a schema this page can draw.')).toBeTruthy();
      expect(screen.queryByRole('img')).toBeNull();
      cleanup();
    }
  });
});
