// OpenAPI 3.1's Schema Object is JSON Schema 2020-12, where keywords beside a `$ref` apply: a property's own
// description (`owner: { $ref: User, description: 'Who owns the pet' }`) is the one to show, not User's. In 3.0
// siblings of `$ref` are ignored (OpenAPI 3.0.3 §4.7.23), as the tool did.
import { describe, expect, it } from 'vitest';
import { schemaTree } from './schema-node';

const docOf = (openapi: string) => ({
  openapi,
  info: { title: 't', version: '1' },
  paths: {},
  components: {
    schemas: {
      User: { type: 'object', description: 'A user of the store.', properties: { name: { type: 'string' } } },
      Pet: {
        type: 'object',
        properties: {
          owner: { $ref: '#/components/schemas/User', description: 'Who owns the pet.' },
          vet: { $ref: '#/components/schemas/User' },
        },
      },
    },
  },
});

describe('a description beside a $ref', () => {
  it('is the property’s own in OpenAPI 3.1', () => {
    const doc = docOf('3.1.0');
    const tree = schemaTree(doc, { $ref: '#/components/schemas/Pet' });
    expect(tree.children.map((child) => [child.name, child.description])).toEqual([
      ['owner', 'Who owns the pet.'],
      ['vet', 'A user of the store.'],
    ]);
  });

  it('is ignored in OpenAPI 3.0, as its specification says', () => {
    const doc = docOf('3.0.3');
    const tree = schemaTree(doc, { $ref: '#/components/schemas/Pet' });
    expect(tree.children.map((child) => child.description)).toEqual([
      'A user of the store.',
      'A user of the store.',
    ]);
  });
});
