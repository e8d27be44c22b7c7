import { type ComponentType, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';
import { writeTab } from './url-state';

export interface ToolTab {
  id: string;
  label: string;
  content: ComponentType;
}

/**
 * The chosen tab of a page's tabs (`ids`, the first where the page opens): `?tab=<id>` (a palette hit on a tab's
 * keyword, a copied link) opens that tab, also when the page is already open, and choosing a tab puts it there, so
 * the page's link opens it.
 */
export function useLinkedTab(ids: readonly string[]): [string, (tab: string) => void] {
  const [searchParams] = useSearchParams();
  // Each navigation has its own key: the same `?tab=` again (after picking another tab by hand) opens it again.
  const { key: navigation } = useLocation();
  const asked = searchParams.get('tab');
  const linked = ids.find((id) => id === asked);
  const [value, setValue] = useState(linked ?? ids[0] ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, which it does not read
  useEffect(() => {
    if (linked !== undefined) setValue(linked);
  }, [linked, navigation]);
  const choose = (tab: string) => {
    setValue(tab);
    writeTab(tab, tab === ids[0]);
  };
  return [value, choose];
}

/** A tool made of several tabs, the chosen one in the page's link (useLinkedTab). Every tab stays mounted, so
 * switching tabs keeps what was typed. */
export function ToolTabs({ tabs }: { tabs: readonly ToolTab[] }) {
  const [value, setValue] = useLinkedTab(tabs.map((tab) => tab.id));
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
