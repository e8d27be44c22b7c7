import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnHeads } from './column-heads';

describe('ColumnHeads', () => {
  it('gives each name a column header, hidden ones for screen readers only', () => {
    render(
      <table>
        <thead>
          <ColumnHeads names={['Name', 'Value', 'Remove']} hidden={['Remove']} className="pb-2" />
        </thead>
      </table>,
    );
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((head) => head.textContent)).toEqual(['Name', 'Value', 'Remove']);
    expect(heads.map((head) => head.className)).toEqual(['pb-2', 'pb-2', 'sr-only']);
  });
});
