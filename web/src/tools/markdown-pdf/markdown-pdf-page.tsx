import { ToolInputError } from '@toolbox/core/errors';
import { fileSlug } from '@toolbox/core/text/slug';
import { runBlogOptions } from '@toolbox/core/tools/markdown-pdf/blog-feed';
import { BLOG_STYLES, BLOG_ZIP_NAME } from '@toolbox/core/tools/markdown-pdf/blog-styles';
import { PDF_THEMES } from '@toolbox/core/tools/markdown-pdf/themes';
import { FileDown, Globe } from 'lucide-react';
import { toast } from 'sonner';
import { Field } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { Input, Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useSavedState } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import { downloadSink } from '../../platform/download-sink';
import { PageOptionsFields, usePageOptions } from './page-options-fields';
import { SAMPLE_MARKDOWN } from './sample';
import { ThemedPreview } from './themed-preview';

const FAILURE = { title: 'Error', description: 'Failed to generate PDF. Please try again.' };

function pick<const T extends string>(choices: readonly T[], value: string, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/** The site URL as typed: empty (no feed), normalized, or why it cannot be used. */
function readSiteUrl(text: string): { url?: string; error?: string } {
  const { siteUrl, errors } = runBlogOptions({ siteUrl: text.trim() ? text : undefined });
  const error = errors.find((e) => e.field === 'siteUrl')?.message;
  return { ...(siteUrl ? { url: siteUrl } : {}), ...(error ? { error } : {}) };
}

/** `Project Handbook` -> `project-handbook.pdf`. */
const pdfName = (title: string) => `${fileSlug(title, 'document')}.pdf`;

export default function MarkdownPdfPage() {
  const [markdown, setMarkdown] = useSavedState('markdown-pdf', 'markdown', SAMPLE_MARKDOWN);
  const [savedTheme, setTheme] = useSavedState('markdown-pdf', 'theme', 'github');
  const theme = pick(PDF_THEMES, savedTheme, 'github');
  const [savedStyle, setBlogStyle] = useSavedState('markdown-pdf', 'blog-style', 'modern');
  const blogStyle = pick(BLOG_STYLES, savedStyle, 'modern');
  const page = usePageOptions();
  const [siteUrlText, setSiteUrl] = useSavedState('markdown-pdf', 'site-url', '');
  const siteUrl = readSiteUrl(siteUrlText);

  const pdf = useToolAction(
    async () => {
      // The PDF builder and the code highlighter load on the first export, not with the page.
      if (page.marginError) throw new ToolInputError(page.marginError, 'Invalid Margins');
      const { exportPdf } = await import('./pdf-export');
      const { bytes, title, warnings } = await exportPdf(markdown, theme, page.options);
      await downloadSink.write({ name: pdfName(title), mime: 'application/pdf', data: bytes });
      for (const warning of warnings)
        toast.warning('Not everything could be shown', { description: warning });
    },
    { success: { title: 'PDF Generated', description: 'Your PDF has been downloaded.' }, failure: FAILURE },
  );
  const blog = useToolAction(
    async () => {
      if (siteUrl.error) throw new ToolInputError(siteUrl.error, 'Invalid Site URL');
      const { exportBlog } = await import('./blog-export');
      const { zip, warnings } = await exportBlog(markdown, blogStyle, siteUrl.url);
      await downloadSink.write({ name: BLOG_ZIP_NAME, mime: 'application/zip', data: zip });
      for (const warning of warnings)
        toast.warning('Not everything could be shown', { description: warning });
    },
    {
      success: {
        title: 'Blog Site Generated',
        description: `${BLOG_ZIP_NAME} has been downloaded${siteUrl.url ? ', with feed.xml and sitemap.xml' : ''}.`,
      },
      failure: { title: 'Error', description: 'Failed to generate blog site. Please try again.' },
    },
  );

  const input = (
    <Pane title="Markdown">
      <Field label="Markdown" hideLabel>
        <Textarea
          value={markdown}
          onChange={(e) => setMarkdown(e.target.value)}
          spellCheck={false}
          className="min-h-[32rem] font-mono text-[0.8125rem]"
        />
      </Field>
    </Pane>
  );

  const output = (
    <Pane title="Preview">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Theme" value={theme} options={PDF_THEMES} onChange={setTheme} />
        <RunButton onClick={() => void pdf.run()} busy={pdf.busy}>
          <FileDown aria-hidden="true" /> Generate PDF
        </RunButton>
      </div>
      <PageOptionsFields fields={page.fields} marginError={page.marginError} />
      <ThemedPreview markdown={markdown} theme={theme} />
      <div className="flex flex-wrap items-start gap-3 border-t pt-4">
        <SelectField label="Blog Style" value={blogStyle} options={BLOG_STYLES} onChange={setBlogStyle} />
        <Field
          label="Site URL"
          hint="Optional: adds feed.xml and sitemap.xml"
          error={siteUrl.error}
          className="min-w-0 flex-[1_1_14rem]"
        >
          <Input
            type="url"
            value={siteUrlText}
            onChange={(e) => setSiteUrl(e.target.value)}
            placeholder="https://example.com/blog/"
            spellCheck={false}
          />
        </Field>
        <Button variant="outline" className="mt-7" onClick={() => void blog.run()} disabled={blog.busy}>
          {blog.busy ? <Spinner /> : <Globe aria-hidden="true" />}
          {blog.busy ? 'Generating...' : 'Generate Blog Site'}
        </Button>
      </div>
    </Pane>
  );

  return <ToolPage toolId="markdown-pdf" onRun={() => void pdf.run()} input={input} output={output} />;
}
