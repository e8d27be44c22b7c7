/**
 * dist/hook/yaml.cjs: the YAML parser of the commit-msg hook's bundle (build.mjs), in a file of its own, read only
 * for a repository whose commitlint config is YAML.
 */
export { parse, YAMLParseError } from 'yaml';
