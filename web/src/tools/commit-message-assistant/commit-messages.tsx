import {
  COMMIT_FORMATS,
  type CommitFormat,
  FORMAT_LABELS,
} from '@toolbox/core/tools/commit-message-assistant';
import { GitCommitHorizontal } from 'lucide-react';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/empty-state';
import { OutputPanel } from '../../components/output-panel';
import { Pane } from '../../components/tool-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { HeaderLint } from './header-lint';

/** The output card: the Conventional message's lint, then one tab per commit format, each with its own Copy. */
export function CommitMessages({ messages }: { messages: Record<CommitFormat, string> | null }) {
  return (
    <Pane title="Commit messages">
      {messages && <HeaderLint message={messages.conventional} />}
      {messages ? (
        <Tabs defaultValue="conventional">
          <TabsList>
            {COMMIT_FORMATS.map((format) => (
              <TabsTrigger key={format} value={format}>
                {FORMAT_LABELS[format]}
              </TabsTrigger>
            ))}
          </TabsList>
          {COMMIT_FORMATS.map((format) => (
            <TabsContent key={format} value={format} className="grid gap-3">
              <OutputPanel
                value={messages[format]}
                label={`${FORMAT_LABELS[format]} commit message`}
                actions={
                  <CopyButton
                    value={messages[format]}
                    successDescription={`${FORMAT_LABELS[format]} commit message copied to clipboard.`}
                  />
                }
              />
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <EmptyState icon={GitCommitHorizontal}>Describe your changes to generate commit messages.</EmptyState>
      )}
    </Pane>
  );
}
