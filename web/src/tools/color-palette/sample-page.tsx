import {
  type FontPair,
  PAGE_SCHEMES,
  type PageScheme,
  type RoleColors,
} from '@toolbox/core/tools/color-palette';
import { Button } from '../../components/ui/button';

/** Light or Dark: which scheme the sample page is painted with. */
export function SchemeToggle({ shown, onShow }: { shown: PageScheme; onShow: (scheme: PageScheme) => void }) {
  return (
    <fieldset className="flex gap-1">
      <legend className="sr-only">Sample page theme</legend>
      {PAGE_SCHEMES.map((scheme) => (
        <Button
          key={scheme}
          variant="outline"
          size="sm"
          aria-pressed={shown === scheme}
          onClick={() => onShow(scheme)}
          className="aria-pressed:bg-accent aria-pressed:text-accent-foreground"
        >
          {scheme === 'light' ? 'Light' : 'Dark'}
        </Button>
      ))}
    </fieldset>
  );
}

/**
 * A small landing page painted with one scheme's roles and the chosen font pair, as realtimecolors shows one: nav,
 * hero, buttons, cards and text. Drawn by React with the colours as style values (generated hex only), so nothing a
 * person types becomes markup. Each colour sits where its contrast pair was graded: text on background and on
 * secondary, the background colour on primary (buttons), accent only for large text and borders.
 */
export function SamplePage({ colors, pair, scheme }: { colors: RoleColors; pair: FontPair; scheme: string }) {
  const heading = { fontFamily: pair.headingFont };
  const page = { fontFamily: pair.bodyFont, backgroundColor: colors.background, color: colors.text };
  const primaryButton = { backgroundColor: colors.primary, color: colors.background };
  const secondaryButton = { backgroundColor: colors.secondary, color: colors.text };
  const card = {
    backgroundColor: colors.secondary,
    color: colors.text,
    borderTop: `4px solid ${colors.accent}`,
  };
  return (
    <section
      aria-label={`Sample page, ${scheme}`}
      data-scheme={scheme}
      className="overflow-hidden rounded-lg border"
      style={page}
    >
      <header className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
        <span className="text-lg font-bold" style={heading}>
          Acme Studio
        </span>
        <nav aria-label="Sample navigation" className="flex items-center gap-4 text-sm">
          <span>Work</span>
          <span>About</span>
          <span>Pricing</span>
          <span className="rounded-md px-3 py-1.5 font-medium" style={primaryButton}>
            Sign up
          </span>
        </nav>
      </header>
      <div className="grid gap-4 px-5 py-8 sm:py-10">
        <p className="max-w-xl text-3xl font-bold leading-tight sm:text-4xl" style={heading}>
          Design that <span style={{ color: colors.accent }}>speaks</span> for itself
        </p>
        <p className="max-w-xl leading-relaxed">
          Body text in {pair.body} under a {pair.heading} heading, on your background. Every pair on this page
          is graded beside it.
        </p>
        <div className="flex flex-wrap gap-3">
          <span className="rounded-md px-4 py-2 text-sm font-medium" style={primaryButton}>
            Get started
          </span>
          <span className="rounded-md px-4 py-2 text-sm font-medium" style={secondaryButton}>
            Learn more
          </span>
        </div>
      </div>
      <div className="grid gap-3 px-5 pb-6 sm:grid-cols-3">
        {[
          ['Fast', 'Pages that load before you blink.'],
          ['Accessible', 'Contrast checked for every pair.'],
          ['Yours', 'Export the colours as CSS or Tailwind.'],
        ].map(([title, text]) => (
          <div key={title} className="grid content-start gap-1 rounded-md p-4" style={card}>
            <p className="font-bold" style={heading}>
              {title}
            </p>
            <p className="text-sm">{text}</p>
          </div>
        ))}
      </div>
      <footer className="px-5 pb-4 text-xs">© Acme Studio · Made with your palette</footer>
    </section>
  );
}
