// GitHub's published REST description (the subset in github-rest/, see SOURCES.md there), read for the loopback:
// each operation's route, parameters and body and response validators, and the smallest value a schema allows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
/** A node of the OpenAPI document, read loosely (the document is GitHub's, checked by the extraction script). */
export type SpecNode = Record<string, unknown>;

const SPEC_PATH = join(import.meta.dirname, 'github-rest', 'api.github.com.subset.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface Operation {
  operationId: string;
  method: string;
  pattern: RegExp;
  pathParams: string[];
  parameters: SpecNode[];
  body: ValidateFunction | null;
  bodyRequired: boolean;
  responses: Map<number, ValidateFunction | null>;
}

export function isObject(value: unknown): value is SpecNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(...parts: string[]): string {
  return `gh#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

/** The document plus a validator compiled for any place in it. */
export class Description {
  readonly spec: SpecNode;
  private readonly ajv: Ajv;

  constructor() {
    this.spec = JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as SpecNode;
    this.ajv = new Ajv({ strict: false, allErrors: true });
    this.ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)) && /T/.test(value));
    this.ajv.addFormat('uri', (value: string) => URL.canParse(value));
    this.ajv.addFormat('int64', true);
    this.ajv.addFormat('repo.nwo', (value: string) => /^[^/]+\/[^/]+$/.test(value));
    this.ajv.addSchema(this.spec, 'gh');
  }

  validator(ref: string): ValidateFunction {
    return this.ajv.compile({ $ref: ref });
  }

  errors(validate: ValidateFunction): string {
    return this.ajv.errorsText(validate.errors, { dataVar: '' });
  }

  /** Follows one `#/components/...` reference. */
  resolve(node: unknown): SpecNode {
    if (!isObject(node)) throw new Error('not an object in the description');
    const ref = node.$ref;
    if (typeof ref !== 'string') return node;
    let target: unknown = this.spec;
    for (const part of ref.replace(/^#\//, '').split('/'))
      target = isObject(target) ? target[part] : undefined;
    return this.resolve(target);
  }

  operations(): Operation[] {
    const operations: Operation[] = [];
    const paths = this.resolve(this.spec.paths);
    for (const [template, itemNode] of Object.entries(paths)) {
      const item = this.resolve(itemNode);
      const shared = Array.isArray(item.parameters) ? item.parameters.map((p) => this.resolve(p)) : [];
      for (const method of METHODS) {
        const node = item[method];
        if (!isObject(node)) continue;
        const own = Array.isArray(node.parameters) ? node.parameters.map((p) => this.resolve(p)) : [];
        const pathParams: string[] = [];
        const source = template
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\{([^}]+)\}/g, (_, name: string) => {
            pathParams.push(name);
            return '([^/]+)';
          });
        const requestBody = isObject(node.requestBody) ? this.resolve(node.requestBody) : null;
        const json = isObject(requestBody?.content) ? requestBody.content['application/json'] : undefined;
        const responses = new Map<number, ValidateFunction | null>();
        for (const [status, responseNode] of Object.entries(this.resolve(node.responses))) {
          const response = this.resolve(responseNode);
          const content = isObject(response.content) ? response.content['application/json'] : undefined;
          const hasSchema = isObject(content) && isObject(content.schema);
          const ref =
            isObject(responseNode) && typeof responseNode.$ref === 'string' ? responseNode.$ref : null;
          const schemaRef = ref
            ? `gh${ref}/content/application~1json/schema`
            : pointer(
                'paths',
                template,
                method,
                'responses',
                status,
                'content',
                'application/json',
                'schema',
              );
          responses.set(Number(status), hasSchema ? this.validator(schemaRef) : null);
        }
        operations.push({
          operationId: String(node.operationId),
          method: method.toUpperCase(),
          pattern: new RegExp(`^${source}$`),
          pathParams,
          parameters: [...shared, ...own],
          body: isObject(json)
            ? this.validator(
                pointer('paths', template, method, 'requestBody', 'content', 'application/json', 'schema'),
              )
            : null,
          bodyRequired: requestBody?.required === true,
          responses,
        });
      }
    }
    return operations;
  }

  /**
   * The smallest value valid against a schema: required properties only, nullable ones null, the first enum
   * value. The loopback lays its state over this for the many fields of a pull request or repository it does not
   * keep.
   */
  sample(schemaNode: unknown, depth = 0): Json {
    const schema = this.resolve(schemaNode);
    if (depth > 20) throw new Error('sample: schema nests too deep');
    if (Array.isArray(schema.allOf)) {
      const merged: JsonObject = {};
      for (const part of schema.allOf) Object.assign(merged, this.sample(part, depth + 1));
      return merged;
    }
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(alternatives)) return this.sample(alternatives[0], depth + 1);
    if (schema.nullable === true) return null;
    if (Array.isArray(schema.enum)) return (schema.enum.find((v) => v !== null) ?? null) as Json;
    switch (schema.type) {
      case 'object': {
        const out: JsonObject = {};
        const properties = isObject(schema.properties) ? schema.properties : {};
        const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
        for (const name of required) out[name] = this.sample(properties[name] ?? {}, depth + 1);
        return out;
      }
      case 'array':
        return [];
      case 'integer':
      case 'number':
        return 1;
      case 'boolean':
        return false;
      case 'string':
        if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
        if (schema.format === 'uri') return 'https://loopback.invalid/';
        if (schema.format === 'repo.nwo') return 'loopback/loopback';
        return 'loopback';
      default:
        return {};
    }
  }
}

/** Coerces a query or path string to the parameter's schema type so it can be validated. */
export function coerce(value: string, schema: SpecNode): Json {
  if ((schema.type === 'integer' || schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
