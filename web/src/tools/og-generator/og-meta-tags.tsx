import { runOgTags } from '@toolbox/core/tools/og-generator';
import { Link2Off } from 'lucide-react';
import { useMemo } from 'react';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { OutputPanel } from '../../components/output-panel';
import { useField } from '../../components/text-field';
import { Pane } from '../../components/tool-page';
import { Input } from '../../components/ui/input';
import { useStoredForm } from '../../components/use-stored-state';

/** The Open Graph and X tags for the downloaded files, live, once the user says where the files will be served. */
export function OgMetaTags({ title, description }: { title: string; description: string }) {
  const [form, update] = useStoredForm('og-generator', 'tags', { imageBaseUrl: '' });
  const field = useField(form, update);
  const result = useMemo(() => {
    if (form.imageBaseUrl.trim() === '') return { tags: '', error: '' };
    try {
      return {
        tags: runOgTags({ input: { title, description }, imageBaseUrl: form.imageBaseUrl }).tags,
        error: '',
      };
    } catch (error) {
      return { tags: '', error: error instanceof Error ? error.message : String(error) };
    }
  }, [form.imageBaseUrl, title, description]);

  return (
    <Pane
      title="Meta tags"
      description="og:image and twitter:image must be absolute URLs: say where you will upload the downloaded files."
    >
      <Field
        label="Image base URL"
        hint="The folder the images will be served from, e.g. https://example.com/og/"
        {...(result.error ? { error: result.error } : {})}
      >
        <Input
          type="url"
          inputMode="url"
          spellCheck={false}
          {...field('imageBaseUrl')}
          placeholder="https://example.com/og/"
        />
      </Field>
      <OutputPanel
        value={result.tags}
        label="Open Graph and X meta tags"
        empty={
          <EmptyState icon={Link2Off}>
            Enter the image base URL to get the tags: crawlers ignore a relative og:image.
          </EmptyState>
        }
        actions={
          result.tags ? (
            <CopyButton
              value={result.tags}
              label="Copy meta tags"
              successTitle="Meta Tags Copied"
              successDescription="Paste them into your page's <head>."
            />
          ) : null
        }
      />
    </Pane>
  );
}
