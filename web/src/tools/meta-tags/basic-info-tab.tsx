import {
  DESCRIPTION_MAX,
  KEYWORDS_MAX,
  type MetaTagInput,
  type MetaTagsResult,
  TITLE_MAX,
} from '@toolbox/core/tools/meta-tags';
import { Circle, CircleCheck, CircleX } from 'lucide-react';
import { Field } from '../../components/field';
import { TextField, useField } from '../../components/text-field';
import { Textarea } from '../../components/ui/input';
import type { UpdateField } from './meta-tags-form';

interface BasicInfoTabProps {
  form: MetaTagInput;
  update: UpdateField;
  /** runMetaTags' answer for the form: its errors, counters and SEO score. */
  result: MetaTagsResult;
  /** Nothing typed yet: checks are shown as to-dos, not as errors. */
  pristine?: boolean;
}

export function BasicInfoTab({ form, update, result, pristine = false }: BasicInfoTabProps) {
  const field = useField(form, update);
  const { errors, counts } = result;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-4">
        <TextField
          label="Page Title"
          count={counts.title}
          max={TITLE_MAX}
          {...field('title')}
          placeholder="Ada Docs"
        />
        <Field label="Meta Description" count={counts.description} max={DESCRIPTION_MAX}>
          <Textarea
            {...field('description')}
            placeholder="What the page is about, in one or two sentences."
          />
        </Field>
        <TextField
          label="Keywords"
          hint={`Comma separated, at most ${KEYWORDS_MAX}.`}
          {...field('keywords')}
          placeholder="docs, guides"
        />
        <TextField label="Author" {...field('author')} />
        <TextField
          label="Canonical URL"
          type="url"
          {...field('url')}
          placeholder="https://example.com/page"
        />
      </div>
      <div className="grid content-start gap-4">
        <section aria-labelledby="meta-validation" className="grid gap-2 rounded-lg border p-4">
          <h2 id="meta-validation" className="font-medium">
            Validation
          </h2>
          <div role="status">
            {pristine ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Circle aria-hidden="true" className="size-4 shrink-0" />
                {`Add a page title (1-${TITLE_MAX} characters) and a meta description (1-${DESCRIPTION_MAX} characters).`}
              </p>
            ) : errors.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-success">
                <CircleCheck aria-hidden="true" className="size-4" /> All validations passed
              </p>
            ) : (
              <ul className="grid gap-1 text-sm text-error">
                {errors.map((error) => (
                  <li key={error} className="flex items-center gap-2">
                    <CircleX aria-hidden="true" className="size-4 shrink-0" /> {error}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
        <section aria-labelledby="meta-seo" className="grid gap-2 rounded-lg border p-4">
          <h2 id="meta-seo" className="font-medium">
            SEO Score
          </h2>
          <ul className="grid gap-2 text-sm">
            {result.seo.map((factor) => (
              <li key={factor.label} className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-2">
                  {factor.passed ? (
                    <CircleCheck aria-label="passed" className="size-4 text-success" />
                  ) : pristine ? (
                    <Circle aria-label="to do" className="size-4 text-muted-foreground" />
                  ) : (
                    <CircleX aria-label="failed" className="size-4 text-error" />
                  )}
                  {factor.label}
                </span>
                <span className="text-muted-foreground tabular-nums">{factor.detail}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
