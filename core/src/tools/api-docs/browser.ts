/**
 * What the export's browser script (`@toolbox/api-docs-script`) shares with the generator, so a schema reads the
 * same whether core rendered it or the page built it on demand, and the try-it console encodes a form body as the
 * code samples do. Nothing else of the tool is open to the script.
 */
export { formPairs } from './code-samples';
export { branchNameWith, constraintsOf, nullableBranch } from './schema-node';
