import {
  ICON_CATEGORIES,
  ICON_STYLE_DEFAULTS,
  type IconIndexData,
  type IconStyle,
  runIconSearch,
} from '@toolbox/core/tools/icon-library';
import { useEffect, useMemo, useState } from 'react';
import { Field } from '../../components/field';
import { useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useStoredForm } from '../../components/use-stored-state';
import { toastError } from '../../components/use-tool-action';
import type { IconAssets } from '../../platform/icon-assets';
import { usePlatformPorts } from '../../platform/platform-ports';
import { IconDetail } from './icon-detail';
import { IconGrid } from './icon-grid';

interface Browser {
  query: string;
  category: string;
  selected: string;
  size: number;
  strokeWidth: number;
  color: string;
}

const DEFAULTS: Browser = { query: '', category: 'all', selected: 'house', ...ICON_STYLE_DEFAULTS };

/**
 * Lucide's search index (names, tags, aliases: no drawings), fetched when the page first needs it and kept for the
 * session; the grid fetches the drawings of the icons it shows.
 */
const indexes = new WeakMap<IconAssets, Promise<IconIndexData>>();
const loadIndex = (assets: IconAssets) => {
  let loading = indexes.get(assets);
  if (!loading) {
    loading = assets.index();
    loading.catch(() => indexes.delete(assets));
    indexes.set(assets, loading);
  }
  return loading;
};

export default function IconLibraryPage() {
  const [state, update, setState] = useStoredForm<Browser>('icon-library', 'browser', DEFAULTS);
  const field = useField(state, update);
  const { icons } = usePlatformPorts();
  const [index, setIndex] = useState<IconIndexData | null>(null);
  // Asked for while rendering, not after the first paint: the fetch is the page's critical path (it is cached).
  const loading = loadIndex(icons);
  useEffect(() => {
    let live = true;
    loading.then(
      (loaded) => live && setIndex(loaded),
      (error) => toastError(error, { title: 'Error', description: 'Failed to load the icon set.' }),
    );
    return () => {
      live = false;
    };
  }, [loading]);
  const { icons: found, selected } = useMemo(
    () =>
      index
        ? runIconSearch({ index, query: state.query, category: state.category, selected: state.selected })
        : { icons: [], selected: undefined },
    [index, state.query, state.category, state.selected],
  );
  const style: IconStyle = { size: state.size, strokeWidth: state.strokeWidth, color: state.color };

  const input = (
    <Pane title="Icons" description="The full Lucide set: search by name or tag.">
      <Field label="Search icons" hideLabel>
        <Input type="search" placeholder="Search icons by name or tag..." {...field('query')} />
      </Field>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Categories</legend>
        {['all', ...ICON_CATEGORIES].map((category) => (
          <Button
            key={category}
            size="sm"
            variant={state.category === category ? 'default' : 'outline'}
            aria-pressed={state.category === category}
            onClick={() => update('category', category)}
            className="capitalize"
          >
            {category}
          </Button>
        ))}
      </fieldset>
      {index ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Found {found.length} icons
          </p>
          <IconGrid
            icons={found}
            selected={selected?.name}
            onSelect={(icon) => update('selected', icon.name)}
          />
        </>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Loading the Lucide icon set...
        </p>
      )}
    </Pane>
  );

  const output = (
    <Pane title="Selected icon">
      {selected ? (
        <IconDetail
          icon={selected}
          style={style}
          onStyle={(next) => setState((current) => ({ ...current, ...next }))}
        />
      ) : (
        <p className="text-sm text-muted-foreground">Loading...</p>
      )}
    </Pane>
  );

  return <ToolPage toolId="icon-library" input={input} output={output} layout="main-aside" />;
}
