import { ToolPage } from '../../components/tool-page';
import { type ToolTab, ToolTabs } from '../../components/tool-tabs';
import { JsonTools } from './json-tools';
import { RegexTester } from './regex-tester';
import { useRegexJsonWorker } from './use-worker';

// One worker each: a JSON job must not supersede (and so cancel) a regex test still running, nor the reverse. Both
// tabs stay mounted (ToolTabs), so switching tabs loses no pattern, running test or result.
function RegexTab() {
  return <RegexTester worker={useRegexJsonWorker()} />;
}

function JsonTab() {
  return <JsonTools worker={useRegexJsonWorker()} />;
}

const TABS: readonly ToolTab[] = [
  { id: 'regex', label: 'Regex Tester', content: RegexTab },
  { id: 'json', label: 'JSON Tools', content: JsonTab },
];

export default function RegexJsonPage() {
  return (
    <ToolPage toolId="regex-json">
      <ToolTabs tabs={TABS} />
    </ToolPage>
  );
}
