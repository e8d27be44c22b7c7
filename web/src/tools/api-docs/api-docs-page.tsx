import { useState } from 'react';
import { ToolPage } from '../../components/tool-page';
import { ToolTabs } from '../../components/tool-tabs';
import { CompareView } from './compare-view';
import { GenerateView } from './generate-view';
import { WidePage } from './wide-page';

export { EDITOR_LIMIT } from './editor-limit';

const TABS = [
  { id: 'generate', label: 'Docs', content: GenerateView },
  { id: 'compare', label: 'Compare', content: CompareView },
] as const;

export default function ApiDocsPage() {
  const [wide, setWide] = useState(false);
  return (
    <ToolPage toolId="api-docs" className={wide ? 'max-w-none' : undefined}>
      <WidePage.Provider value={setWide}>
        <ToolTabs tabs={TABS} />
      </WidePage.Provider>
    </ToolPage>
  );
}
