import { ToolInputError } from '@toolbox/core/errors';
import {
  runXmlFormat,
  runXmlFromJson,
  runXmlMinify,
  runXmlToJson,
  runXmlValidate,
  runXmlXPath,
  XmlSyntaxError,
} from '@toolbox/core/tools/xml';
import { serveJobs } from './job-worker';
import type { XmlAnswer, XmlJob } from './xml-worker-protocol';

/** Runs off the main thread, so formatting or querying a 10 MB document never blocks the page. */
export function answer(job: XmlJob): XmlAnswer {
  try {
    switch (job.kind) {
      case 'format':
        return { kind: 'text', text: runXmlFormat(job) };
      case 'minify':
        return { kind: 'text', text: runXmlMinify(job) };
      case 'to-json':
        return { kind: 'text', text: runXmlToJson(job) };
      case 'from-json':
        return { kind: 'text', text: runXmlFromJson(job) };
      case 'validate': {
        const result = runXmlValidate(job);
        if (result.valid) return { kind: 'validation', result };
        // Not well-formed is the answer to Validate, but the page shows it as it shows a failed Format.
        const { reason, line, column } = result;
        throw new XmlSyntaxError(reason, line, column);
      }
      case 'xpath':
        return { kind: 'xpath', result: runXmlXPath(job) };
    }
  } catch (error) {
    if (error instanceof ToolInputError) {
      const { message, title, field } = error;
      const at = error instanceof XmlSyntaxError ? { line: error.line, column: error.column } : undefined;
      return { kind: 'input-error', error: { message, title, field, ...(at ? { at } : {}) } };
    }
    return { kind: 'crash', message: error instanceof Error ? error.message : String(error) };
  }
}

serveJobs(answer);
