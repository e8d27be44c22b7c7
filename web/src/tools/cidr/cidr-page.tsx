import { ToolPage } from '../../components/tool-page';
import { ToolTabs } from '../../components/tool-tabs';
import { SubnetTab } from './subnet-tab';
import { SummarizeTab } from './summarize-tab';

const TABS = [
  { id: 'subnet', label: 'Subnet', content: SubnetTab },
  { id: 'summarize', label: 'Summarize a list', content: SummarizeTab },
] as const;

export default function CidrPage() {
  return (
    <ToolPage toolId="cidr">
      <ToolTabs tabs={TABS} />
    </ToolPage>
  );
}
