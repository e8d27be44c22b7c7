import { ToolPage } from '../../components/tool-page';
import { ToolTabs } from '../../components/tool-tabs';
import { MimeTab } from './mime-tab';
import { StatusTab } from './status-tab';

const TABS = [
  { id: 'status', label: 'Status codes', content: StatusTab },
  { id: 'mime', label: 'MIME types', content: MimeTab },
] as const;

export default function HttpReferencePage() {
  return (
    <ToolPage toolId="http-reference">
      <ToolTabs tabs={TABS} />
    </ToolPage>
  );
}
