import { readableOn, tailwindScale } from '@toolbox/core/color';
import type { FontPair } from '@toolbox/core/tools/color-palette';

const INK = ['#ffffff', '#0f172a'];

/** A background and the text colour that reads best on it. */
const paint = (background: string) => ({ backgroundColor: background, color: readableOn(background, INK) });

/**
 * A small page painted with the palette and the chosen pair, as realtimecolors does. Every text colour is
 * the one of white or near-black that reads best on its background, so the preview itself stays legible.
 */
export function UiPreview({ colors, pair }: { colors: readonly string[]; pair: FontPair }) {
  const [primary = '#3b82f6', secondary = primary, accent = secondary] = colors;
  const surface = tailwindScale(primary).find((s) => s.step === 50)?.hex ?? '#ffffff';
  const heading = { fontFamily: pair.headingFont };
  const body = { fontFamily: pair.bodyFont };
  return (
    <section
      aria-label="Live UI preview"
      className="overflow-hidden rounded-lg border"
      style={{ ...body, ...paint(surface) }}
    >
      <header className="flex items-center justify-between px-4 py-3" style={paint(primary)}>
        <span className="text-lg font-bold" style={heading}>
          Acme Studio
        </span>
        <nav aria-label="Preview navigation" className="flex gap-3 text-sm">
          <span>Work</span>
          <span>About</span>
          <span>Contact</span>
        </nav>
      </header>
      <div className="grid gap-4 p-4 sm:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-3">
          <p className="text-2xl font-bold leading-tight" style={heading}>
            Design that speaks for itself
          </p>
          <p className="text-sm leading-relaxed">
            Body text set in {pair.body} under a {pair.heading} heading. Colours come from your palette; text
            colours are picked to pass WCAG AA on each background.
          </p>
          <div className="flex flex-wrap gap-2">
            <span className="rounded-md px-3 py-1.5 text-sm font-medium" style={paint(primary)}>
              Get started
            </span>
            <span className="rounded-md px-3 py-1.5 text-sm font-medium" style={paint(secondary)}>
              Learn more
            </span>
          </div>
        </div>
        <div className="grid content-start gap-2 rounded-md p-3" style={paint(accent)}>
          <p className="font-bold" style={heading}>
            Featured card
          </p>
          <p className="text-sm">A card on the accent colour.</p>
        </div>
      </div>
    </section>
  );
}
