import { ToolPage } from '../../components/tool-page';
import { ToolTabs } from '../../components/tool-tabs';
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
      <ToolTabs tabs={TABS} />
    </ToolPage>
  );
}
