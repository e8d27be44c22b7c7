import { ToolPage } from '../../components/tool-page';
import { ToolTabs } from '../../components/tool-tabs';
import { CodingTab } from './coding-tab';
import { ParseTab } from './parse-tab';

const TABS = [
  { id: 'coding', label: 'Encode & decode', content: CodingTab },
  { id: 'parse', label: 'Parse URL', content: ParseTab },
] as const;

export default function UrlPage() {
  return (
    <ToolPage toolId="url">
      <ToolTabs tabs={TABS} />
    </ToolPage>
  );
}
