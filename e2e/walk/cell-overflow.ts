import type { Locator } from '@playwright/test';

/**
 * Text that runs past its table cell, or a table wider than its box (scrolled sideways, so the overflow walk does
 * not report it): one line per offender, for the entries' phone checks.
 */
export function pastTheirCells(tables: Locator): Promise<string[]> {
  return tables.evaluateAll((all) =>
    all.flatMap((table) => {
      const out: string[] = [];
      const box = table.getBoundingClientRect();
      const holder = table.parentElement?.getBoundingClientRect();
      if (holder && box.width > holder.width + 1)
        out.push(
          `${table.getAttribute('aria-label') ?? 'a table'} is ${Math.round(box.width)}px in ${Math.round(holder.width)}px`,
        );
      for (const cell of Array.from(table.querySelectorAll('tbody th, tbody td'))) {
        const frame = cell.getBoundingClientRect();
        if (frame.width === 0) continue;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const right = Math.max(...Array.from(range.getClientRects()).map((r) => r.right));
          if (right > frame.right + 1)
            out.push(
              `"${(node.textContent ?? '').slice(0, 30)}" runs ${Math.round(right - frame.right)}px past its cell`,
            );
        }
      }
      return out;
    }),
  );
}
