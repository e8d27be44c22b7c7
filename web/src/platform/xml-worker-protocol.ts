import type { XmlIndent, XmlValidation, XPathResult } from '@toolbox/core/tools/xml';
import type { JobRequest, JobResponse } from './job-worker';

/** What the XML page asks its worker to do: one job a `toolbox xml` operation. */
export type XmlJob =
  | { kind: 'format'; xml: string; indent: XmlIndent }
  | { kind: 'minify'; xml: string }
  | { kind: 'validate'; xml: string }
  | { kind: 'to-json'; xml: string; indent: XmlIndent }
  | { kind: 'from-json'; json: string; indent: XmlIndent }
  | { kind: 'xpath'; xml: string; expression: string; namespaces: Record<string, string> };

/** A ToolInputError's fields (class instances do not survive postMessage), with where the parser stopped. */
interface XmlJobError {
  message: string;
  title: string;
  field: string | undefined;
  at?: { line: number; column: number };
}

/** A well-formed document's figures (one that is not comes back as an input error with its line and column). */
export type ValidXml = Extract<XmlValidation, { valid: true }>;

export type XmlAnswer =
  | { kind: 'text'; text: string }
  | { kind: 'validation'; result: ValidXml }
  | { kind: 'xpath'; result: XPathResult }
  | { kind: 'input-error'; error: XmlJobError }
  | { kind: 'crash'; message: string };

export type XmlRequest = JobRequest<XmlJob>;
export type XmlResponse = JobResponse<XmlAnswer>;
