/**
 * The YAML and TOML parsers a config file needs, in a module of their own: loaded (`import()`) only when a config
 * file is there. Most runs have none, and yaml is the largest module the CLI would load.
 */

export { parse as parseToml, TomlError } from 'smol-toml';
export { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
