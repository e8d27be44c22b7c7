import type { ComponentType } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

export interface ToolTab {
  id: string;
  label: string;
  content: ComponentType;
}

/** A tool made of several tabs. Every tab stays mounted, so switching tabs keeps what was typed. */
export function ToolTabs({ tabs }: { tabs: readonly ToolTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.id}>
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
