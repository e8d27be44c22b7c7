import { ToolPage } from '../../components/tool-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ColorsTab } from './colors-tab';
import { ConvertersTab } from './converters-tab';
import { FormattersTab } from './formatters-tab';
import { GeneratorsTab } from './generators-tab';
import { ValidatorsTab } from './validators-tab';

const TABS = [
  { id: 'generators', label: 'Generators', content: GeneratorsTab },
  { id: 'converters', label: 'Converters', content: ConvertersTab },
  { id: 'validators', label: 'Validators', content: ValidatorsTab },
  { id: 'formatters', label: 'Formatters', content: FormattersTab },
  { id: 'colors', label: 'Colors', content: ColorsTab },
] as const;

export default function DevUtilitiesPage() {
  return (
    <ToolPage toolId="dev-utilities">
      <Tabs defaultValue="generators">
        <TabsList className="h-auto flex-wrap">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ id, content: Content }) => (
          <TabsContent key={id} value={id} forceMount className="data-[state=inactive]:hidden">
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </ToolPage>
  );
}
