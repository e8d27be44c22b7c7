import { useContext, useEffect, useState } from 'react';
import { cn } from '../../components/ui/cn';
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
    <div className={cn('grid items-start gap-6', !wide && 'lg:grid-cols-2')}>
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
