import { ToolPage } from '../../components/tool-page';
import { ToolTabs } from '../../components/tool-tabs';
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
      <ToolTabs tabs={TABS} />
    </ToolPage>
  );
}
