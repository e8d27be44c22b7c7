import { useContext, useEffect, useState } from 'react';
import { PANE_GRID } from '../../components/tool-page';
import { useSavedState } from '../../components/use-stored-state';
import { DocsOutputPane } from './docs-output-pane';
import { DocumentInputPane } from './document-input-pane';
import { useDocsBuild } from './use-docs-build';
import { WidePage } from './wide-page';

/** One document's docs: preview, Markdown and HTML exports. */
export function GenerateView() {
  // Kept per user like every tool's inputs (a document over the stored-text limit is not kept).
  const [text, setText] = useSavedState('api-docs', 'document', '');
  const [fileName, setFileName] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const build = useDocsBuild(text);
  const wide = reading && build.result?.ok === true;
  const setWide = useContext(WidePage);
  useEffect(() => setWide(wide), [wide, setWide]);
  return (
    // The document over its docs, each the page's whole width (reading mode leaves only the docs).
    <div className={PANE_GRID.stacked}>
      {wide ? null : (
        <DocumentInputPane
          text={text}
          setText={setText}
          fileName={fileName}
          setFileName={setFileName}
          build={build}
        />
      )}
      <DocsOutputPane build={build} reading={reading} setReading={setReading} />
    </div>
  );
}
