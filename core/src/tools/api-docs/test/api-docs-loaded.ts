// What the api-docs tests share: the stand-in page script, a description loaded or its errors, the embedded model.
import { STAND_IN_PAGE_SCRIPT } from '../../../testing';
import { loadSpec } from '../generate';
import { issueLocation, type LoadResult } from '../load';
/** The page's script: a stand-in here (the real one is built above core and run in the web tests). */
export const withScript = { script: STAND_IN_PAGE_SCRIPT };

export type Loaded = Extract<LoadResult, { ok: true }>;
export function load(text: string): Loaded {
  const result = loadSpec(text);
  if (!result.ok) throw new Error(result.errors.map((e) => `${issueLocation(e)} ${e.message}`).join('\n'));
  return result;
}
/** The model the HTML export embeds, read back from the file. */
export function embedded(html: string) {
  const match = /<script type="application\/json" id="api-model">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no embedded model');
  return JSON.parse(match[1] ?? '') as {
    ops: { m: string; p: string; i?: string; q: { n: string }[]; r: { st: string }[] }[];
  };
}
export const errorsOf = (text: string) => {
  const result = loadSpec(text);
  return result.ok ? [] : result.errors.map((e) => ({ where: issueLocation(e), message: e.message }));
};
