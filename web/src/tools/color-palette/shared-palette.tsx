import './fonts';
import type { JsonObject } from '@toolbox/core/account';
import type { PageScheme } from '@toolbox/core/tools/color-palette';
import { useState } from 'react';
import { Swatches } from '../../components/color-swatches';
import { Pane } from '../../components/tool-page';
import { ContrastGrades } from './contrast-grades';
import { SamplePage, SchemeToggle } from './sample-page';
import { readPaletteSnapshot } from './shared-palette-snapshot';

/** A shared palette (a share link's snapshot): the owner's harmony, sample page and contrast, nothing to edit. */
export default function SharedPalette({ snapshot }: { snapshot: JsonObject }) {
  const [shared] = useState(() => readPaletteSnapshot(snapshot));
  const [shown, setShown] = useState<PageScheme>('light');
  if (!shared)
    return <p className="text-muted-foreground">This snapshot is not a palette this page can draw.</p>;
  const { palette, pair } = shared;
  return (
    <div className="grid gap-6">
      <Pane title="Palette">
        <p className="text-sm text-muted-foreground">
          Fonts: {pair.name} ({pair.heading} and {pair.body})
        </p>
        <Swatches colors={palette.colors} labels={palette.colors.map((_, i) => `color-${i + 1}`)} />
      </Pane>
      <Pane title="Sample Page" actions={<SchemeToggle shown={shown} onShow={setShown} />}>
        <SamplePage colors={palette.theme[shown]} pair={pair} scheme={shown} />
      </Pane>
      <Pane title="Contrast">
        <ContrastGrades theme={palette.theme} />
      </Pane>
    </div>
  );
}
