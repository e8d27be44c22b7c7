import { readableOn } from '@toolbox/core/color';
import { toast } from 'sonner';
import { copyText } from '../platform/clipboard';

/** Colour chips; a click copies the hex. Labels are drawn in whichever of black or white reads on the chip. */
export function Swatches({ colors, labels }: { colors: readonly string[]; labels?: readonly string[] }) {
  async function copy(hex: string) {
    try {
      await copyText(hex);
      toast.success('Copied!', { description: `${hex} copied to clipboard.` });
    } catch {
      toast.error('Error', { description: 'Failed to copy to clipboard.' });
    }
  }
  return (
    // Chips at least wide enough for a name ("secondary") and a hex on its own line: as many per row as fit.
    <ul aria-label="Colors" className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
      {colors.map((hex, index) => (
        <li key={`${hex}-${labels?.[index] ?? index}`}>
          <button
            type="button"
            onClick={() => copy(hex)}
            aria-label={`Copy ${labels?.[index] ? `${labels[index]} ` : ''}${hex}`}
            className="grid h-16 w-full cursor-pointer content-end rounded-md border p-1.5 text-left font-mono text-xs focus-visible:outline-2 focus-visible:outline-ring"
            style={{ backgroundColor: hex, color: readableOn(hex, ['#ffffff', '#000000']) }}
          >
            {/* One line of inline text, so the visible words are the name's own (axe: label-content-name-mismatch). */}
            <span>
              {labels?.[index] && <span className="font-sans font-medium">{labels[index]}</span>}
              {labels?.[index] ? ' ' : ''}
              {hex}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
