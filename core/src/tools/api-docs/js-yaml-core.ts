import { CORE_SCHEMA, load } from 'js-yaml';

/**
 * js-yaml's reading of YAML 1.2's core schema (the same values as the `yaml` package, 15x faster on OpenAI's 3 MB
 * description). A module of its own so the CLI's bundles load js-yaml, which builds its schemas as it loads, only
 * when a description is past what block-yaml.ts reads (cli/build.mjs, LAZY_FUNCTION_MODULES).
 */
export function loadCoreYaml(text: string): unknown {
  return load(text, { schema: CORE_SCHEMA });
}
