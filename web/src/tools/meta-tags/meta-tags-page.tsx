import {
  generateMetaTags,
  META_DEFAULTS,
  META_TAGS_FILE,
  type MetaTagInput,
  VALIDATION_TOAST,
  validateMetaTags,
} from '@toolbox/core/tools/meta-tags';
import { Tags } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { OutputPanel } from '../../components/output-panel';
import { RunButton, ToolPage } from '../../components/tool-page';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useStoredForm } from '../../components/use-stored-state';
import { BasicInfoTab } from './basic-info-tab';
import type { UpdateField } from './meta-tags-form';
import { SocialTab } from './social-tab';

export default function MetaTagsPage() {
  const [form, , setForm] = useStoredForm<MetaTagInput>('meta-tags', 'form', META_DEFAULTS);
  const [tags, setTags] = useState('');
  const errors = validateMetaTags(form);
  const update: UpdateField = (key, value) => setForm((current) => ({ ...current, [key]: value }));

  function generate() {
    if (errors.length > 0) {
      toast.error(VALIDATION_TOAST.title, { description: VALIDATION_TOAST.description });
      return;
    }
    setTags(generateMetaTags(form));
    toast.success('Meta Tags Generated', {
      description: 'Copy them into your page <head> or download them.',
    });
  }

  return (
    <ToolPage toolId="meta-tags" onRun={generate}>
      <Card>
        <CardContent>
          <Tabs defaultValue="basic" className="grid gap-6">
            <TabsList>
              <TabsTrigger value="basic">Basic Info</TabsTrigger>
              <TabsTrigger value="social">Social Media</TabsTrigger>
              <TabsTrigger value="export">Preview &amp; Export</TabsTrigger>
            </TabsList>
            <TabsContent value="basic">
              <BasicInfoTab form={form} update={update} errors={errors} />
            </TabsContent>
            <TabsContent value="social">
              <SocialTab form={form} update={update} />
            </TabsContent>
            <TabsContent value="export" className="grid gap-4">
              <RunButton onClick={generate} className="justify-self-start">
                Generate Meta Tags
              </RunButton>
              <OutputPanel
                label="Generated meta tags"
                value={tags}
                empty={<EmptyState icon={Tags}>Fill in the details and generate your meta tags.</EmptyState>}
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
