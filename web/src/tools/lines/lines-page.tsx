import { ToolPage } from '../../components/tool-page';
import { ToolTabs } from '../../components/tool-tabs';
import { LinesTab } from './lines-tab';
import { LoremTab } from './lorem-tab';

const TABS = [
  { id: 'lines', label: 'Lines', content: LinesTab },
  { id: 'lorem', label: 'Lorem ipsum', content: LoremTab },
] as const;

export default function LinesPage() {
  return (
    <ToolPage toolId="lines">
      <ToolTabs tabs={TABS} />
    </ToolPage>
  );
}
