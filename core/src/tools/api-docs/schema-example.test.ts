// An example generated from a schema (Markdown, HTML and the request samples show it) must be a value the schema
// accepts: Ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect) is the judge. Redoc's openapi-sampler keeps to the
// same bounds: minimum and maximum, exclusive or not, multipleOf, minLength and maxLength, minItems.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { exampleFromSchema } from './schema-node';

const ajv = new Ajv2020({ strict: false });

describe('an example generated from a schema is one the schema accepts', () => {
  it.each([
    { type: 'number', exclusiveMinimum: 0 },
    { type: 'integer', exclusiveMinimum: 5 },
    { type: 'number', exclusiveMinimum: 1.5 },
    { type: 'integer', maximum: -3 },
    { type: 'integer', exclusiveMaximum: 0 },
    { type: 'number', exclusiveMaximum: -0.5 },
    { type: 'integer', minimum: 10, maximum: 20, multipleOf: 7 },
    { type: 'integer', minimum: 1, multipleOf: 5 },
    { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
    { type: 'integer', minimum: 0.5, maximum: 3 },
    { type: 'string', minLength: 10 },
    { type: 'string', maxLength: 3 },
    { type: 'string', maxLength: 0 },
    { type: 'array', items: { type: 'integer' }, minItems: 3 },
    { type: 'array', items: { type: 'string' }, maxItems: 0 },
    { type: 'object', properties: { n: { type: 'integer', exclusiveMinimum: 0 } }, required: ['n'] },
  ])('%j', (schema) => {
    const example = exampleFromSchema({}, schema);
    expect(ajv.validate(schema, example), `${JSON.stringify(example)}: ${ajv.errorsText()}`).toBe(true);
  });

  it.each([
    [{ type: 'integer', minimum: 5, exclusiveMinimum: true }, 6],
    [{ type: 'number', maximum: 10, exclusiveMaximum: true, minimum: 9 }, 9],
    [{ type: 'integer', maximum: 0, exclusiveMaximum: true }, -1],
  ])('OpenAPI 3.0 boolean exclusive bounds: %j gives %j', (schema, expected) => {
    expect(exampleFromSchema({}, schema)).toBe(expected);
  });

  it('keeps the plain defaults where nothing bounds them', () => {
    expect(
      exampleFromSchema(
        {},
        { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } } },
      ),
    ).toEqual({ a: 0, b: 'string' });
  });
});
