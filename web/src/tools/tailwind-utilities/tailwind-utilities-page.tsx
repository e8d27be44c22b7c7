import { ToolPage } from '../../components/tool-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ClassOptimizerTab } from './class-optimizer-tab';
import { ColorExtractorTab } from './color-extractor-tab';
import { ConfigGeneratorTab } from './config-generator-tab';
import { ResponsiveTab } from './responsive-tab';

const TABS = [
  { id: 'optimizer', label: 'Class Optimizer', content: ClassOptimizerTab },
  { id: 'responsive', label: 'Responsive Helper', content: ResponsiveTab },
  { id: 'extractor', label: 'Color Extractor', content: ColorExtractorTab },
  { id: 'config', label: 'Config Generator', content: ConfigGeneratorTab },
] as const;

export default function TailwindUtilitiesPage() {
  return (
    <ToolPage toolId="tailwind-utilities">
      <Tabs defaultValue="optimizer">
        <TabsList className="h-auto flex-wrap">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ id, content: Content }) => (
          // Kept mounted so switching tabs keeps what was typed.
          <TabsContent key={id} value={id} forceMount className="data-[state=inactive]:hidden">
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </ToolPage>
  );
}
