import { ToolPage } from '../../components/tool-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { JsonTools } from './json-tools';
import { RegexTester } from './regex-tester';
import { useRegexJsonWorker } from './use-worker';

export default function RegexJsonPage() {
  const worker = useRegexJsonWorker();
  return (
    <ToolPage toolId="regex-json">
      <Tabs defaultValue="regex">
        <TabsList>
          <TabsTrigger value="regex">Regex Tester</TabsTrigger>
          <TabsTrigger value="json">JSON Tools</TabsTrigger>
        </TabsList>
        <TabsContent value="regex">
          <RegexTester worker={worker} />
        </TabsContent>
        <TabsContent value="json">
          <JsonTools worker={worker} />
        </TabsContent>
      </Tabs>
    </ToolPage>
  );
}
