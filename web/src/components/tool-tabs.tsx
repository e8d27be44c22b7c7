import { type ComponentType, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

export interface ToolTab {
  id: string;
  label: string;
  content: ComponentType;
}

/**
 * A tool made of several tabs. Every tab stays mounted, so switching tabs keeps what was typed. `?tab=<id>` (a
 * palette hit on a tab's keyword) opens that tab, also when the page is already open.
 */
export function ToolTabs({ tabs }: { tabs: readonly ToolTab[] }) {
  const [searchParams] = useSearchParams();
  // Each navigation has its own key: the same `?tab=` again (after picking another tab by hand) opens it again.
  const { key: navigation } = useLocation();
  const asked = searchParams.get('tab');
  const linked = tabs.find((tab) => tab.id === asked)?.id;
  const [value, setValue] = useState(linked ?? tabs[0]?.id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, which it does not read
  useEffect(() => {
    if (linked !== undefined) setValue(linked);
  }, [linked, navigation]);
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabsList className="h-auto flex-wrap">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ id, content: Content }) => (
        <TabsContent key={id} value={id} forceMount className="data-[state=inactive]:hidden">
          <Content />
        </TabsContent>
      ))}
    </Tabs>
  );
}
