// A build plugin of build.mjs's (test/semver-regexes-on-demand.test.ts bundles semver with it).
import { createRequire } from 'node:module';

// semver's internal/re.js builds its token table as it loads: ~40 sources, each rewritten into a "safe" form by six
// split/joins, and two RegExps of each, eighty in all, of which a command asks for a few (`changelog` and `release`
// read tags with FULL and COERCE). That was ~3M instructions of every start of a bundle that imports semver. The
// table is data, so the build loads the module and writes its sources and names as they came out, and each RegExp
// is made on its first read (then kept, as the module kept it: the 'g' ones hold their lastIndex). NODE_DEBUG=semver
// still prints each token as it did at load.
export const semverRegexesOnDemand = {
  name: 'semver-regexes-on-demand',
  setup(build) {
    build.onLoad({ filter: /[\\/]semver[\\/]internal[\\/]re\.js$/ }, async (args) => {
      const table = createRequire(args.path)(args.path);
      const { re, safeRe, src, safeSrc, t, ...replacements } = table;
      const flags = re.map((regex, index) => {
        if (regex.source !== new RegExp(src[index]).source || safeRe[index].flags !== regex.flags)
          throw new Error(`semver-regexes-on-demand: token ${index} is not made from its source`);
        return regex.flags;
      });
      const names = Object.keys(t);
      if (names.some((name, index) => t[name] !== index) || names.length !== src.length)
        throw new Error('semver-regexes-on-demand: the tokens are not numbered in order');
      if (Object.values(replacements).some((value) => typeof value !== 'string'))
        throw new Error('semver-regexes-on-demand: re.js exports more than the table and its strings');
      const data = JSON.stringify({ src, safeSrc, names, flags, replacements });
      const contents = `'use strict'
const debug = require('./debug')
const { src, safeSrc, names, flags, replacements } = JSON.parse(${JSON.stringify(data)})
const t = {}
names.forEach((name, index) => { t[name] = index; debug(name, index, src[index]) })
const onDemand = (sources) => {
  const list = []
  sources.forEach((source, index) => Object.defineProperty(list, index, {
    configurable: true,
    enumerable: true,
    get() {
      const value = new RegExp(source, flags[index] || undefined)
      Object.defineProperty(list, index, { value, writable: true, enumerable: true, configurable: true })
      return value
    },
  }))
  return list
}
module.exports = { re: onDemand(src), safeRe: onDemand(safeSrc), src, safeSrc, t, ...replacements }
`;
      return { contents, loader: 'js' };
    });
  },
};
