import { ToolPage } from '../../components/tool-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { JsonTools } from './json-tools';
import { RegexTester } from './regex-tester';
import { useRegexJsonWorker } from './use-worker';

export default function RegexJsonPage() {
  // One worker each: a JSON job must not supersede (and so cancel) a regex test still running, nor the reverse.
  const regexWorker = useRegexJsonWorker();
  const jsonWorker = useRegexJsonWorker();
  return (
    <ToolPage toolId="regex-json">
      <Tabs defaultValue="regex">
        <TabsList>
          <TabsTrigger value="regex">Regex Tester</TabsTrigger>
          <TabsTrigger value="json">JSON Tools</TabsTrigger>
        </TabsList>
        {/* Kept mounted: switching tabs must not lose a pattern, a running test or its result. */}
        <TabsContent value="regex" forceMount className="data-[state=inactive]:hidden">
          <RegexTester worker={regexWorker} />
        </TabsContent>
        <TabsContent value="json" forceMount className="data-[state=inactive]:hidden">
          <JsonTools worker={jsonWorker} />
        </TabsContent>
      </Tabs>
    </ToolPage>
  );
}
