import type { OutputFile } from '../../ports';
import { storySource, testSource } from './extras';
import { type ComponentForm, componentName, parseProps } from './options';
import { classSource, functionalSource, hookSource, type Plan } from './sources';

type TextFile = OutputFile & { data: string };

export interface ScaffoldedComponent {
  /** The exported name (`useCounter` for a hook named `counter`). */
  name: string;
  /** The component first, then the test and the story when asked for. */
  files: TextFile[];
}

const MIME = { ts: 'text/typescript', js: 'text/javascript' };

function plan(form: ComponentForm): Plan {
  const name = componentName(form);
  const forwardRef = form.forwardRef && form.type === 'functional';
  const suffix = form.type === 'hook' ? 'Options' : 'Props';
  const propsType = `${name.charAt(0).toUpperCase()}${name.slice(1)}${suffix}`;
  return {
    name,
    ts: form.typescript,
    props: form.props ? parseProps(form.propsText, forwardRef) : null,
    tailwind: form.tailwind && form.type !== 'hook',
    forwardRef,
    propsType,
  };
}

const text = (lines: string[]) => `${lines.join('\n')}\n`;

/** Scaffolds the component (or hook) file, plus its test and story when the form asks. Throws ToolInputError. */
export function generateComponent(form: ComponentForm): ScaffoldedComponent {
  const p = plan(form);
  const ext = p.ts ? 'tsx' : 'jsx';
  const mime = p.ts ? MIME.ts : MIME.js;
  const source =
    form.type === 'hook' ? hookSource(p) : form.type === 'class' ? classSource(p) : functionalSource(p);
  const files: TextFile[] = [{ name: `${p.name}.${ext}`, mime, data: text(source) }];
  if (form.withTest) {
    const kind = form.type === 'hook' ? 'hook' : 'component';
    files.push({ name: `${p.name}.test.${ext}`, mime, data: text(testSource(p, kind)) });
  }
  if (form.withStory && form.type !== 'hook') {
    files.push({ name: `${p.name}.stories.${ext}`, mime, data: text(storySource(p)) });
  }
  return { name: p.name, files };
}
