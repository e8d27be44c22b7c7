import {
  GENERATED_TOAST,
  META_DEFAULTS,
  META_TAGS_FILE,
  type MetaTagInput,
  runMetaTags,
  VALIDATION_TOAST,
} from '@toolbox/core/tools/meta-tags';
import { Tags } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { OutputPanel } from '../../components/output-panel';
import { RunButton, ToolPage } from '../../components/tool-page';
import { useLinkedTab } from '../../components/tool-tabs';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useStoredForm } from '../../components/use-stored-state';
import { BasicInfoTab } from './basic-info-tab';
import type { UpdateField } from './meta-tags-form';
import { PreviewCards } from './preview-cards';
import { SearchResultCard } from './search-result-card';
import { SocialTab } from './social-tab';

/** The form's sections, the chosen one in the page's link (`?tab=social`). */
const SECTIONS = ['basic', 'social', 'export'];

export default function MetaTagsPage() {
  const [tab, setTab] = useLinkedTab(SECTIONS);
  const [form, , setForm] = useStoredForm<MetaTagInput>('meta-tags', 'form', META_DEFAULTS);
  // Checks, counters, previews and export follow every edit a render later (typing stays first: React renders them
  // when it is free), so a pasted megabyte is counted and cut in a task of its own, not in the paste's.
  const deferred = useDeferredValue(form);
  const result = useMemo(() => runMetaTags(deferred), [deferred]);
  const { errors } = result;
  // Nothing typed yet: the form is waiting for input, not wrong; no red marks until there is something to judge.
  const pristine = !form.title.trim() && !form.description.trim();
  const update: UpdateField = (key, value) => setForm((current) => ({ ...current, [key]: value }));
  // Empty until Generate Meta Tags is pressed (the spec); from then on the export follows every edit.
  const [generated, setGenerated] = useState(false);
  const tags = generated ? result.tags : '';
  const generate = () => {
    if (errors.length > 0) {
      toast.error(VALIDATION_TOAST.title, { description: VALIDATION_TOAST.description });
      return;
    }
    setGenerated(true);
    toast.success(GENERATED_TOAST.title);
  };

  return (
    <ToolPage toolId="meta-tags">
      <Card>
        <CardContent>
          <Tabs value={tab} onValueChange={setTab} className="grid gap-6">
            <TabsList>
              <TabsTrigger value="basic">Basic Info</TabsTrigger>
              <TabsTrigger value="social">Social Media</TabsTrigger>
              <TabsTrigger value="export">Preview &amp; Export</TabsTrigger>
            </TabsList>
            <TabsContent value="basic">
              <BasicInfoTab form={form} update={update} result={result} pristine={pristine} />
            </TabsContent>
            <TabsContent value="social">
              <SocialTab form={form} update={update} />
            </TabsContent>
            <TabsContent value="export" className="grid gap-4">
              <section aria-labelledby="meta-previews" className="grid gap-4">
                <h2 id="meta-previews" className="font-medium">
                  How the page shows up
                </h2>
                <SearchResultCard preview={result.search} />
                <PreviewCards previews={result.previews} />
              </section>
              <RunButton onClick={generate} className="justify-self-start">
                Generate Meta Tags
              </RunButton>
              <OutputPanel
                label="Generated meta tags"
                value={tags}
                empty={
                  <EmptyState icon={Tags}>
                    {pristine
                      ? 'Fill in a page title and a meta description, then press Generate Meta Tags.'
                      : errors.length > 0
                        ? `Fix these first: ${errors.join(' ')}`
                        : 'Press Generate Meta Tags: the tags then follow every edit.'}
                  </EmptyState>
                }
                actions={
                  tags && (
                    <>
                      <CopyButton
                        value={tags}
                        label="Copy Tags"
                        successDescription="Meta tags copied to clipboard."
                      />
                      <DownloadButton
                        files={() => ({ name: META_TAGS_FILE, mime: 'text/html', data: tags })}
                        successTitle="Downloaded!"
                        successDescription={`${META_TAGS_FILE} has been downloaded.`}
                      />
                    </>
                  )
                }
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </ToolPage>
  );
}
