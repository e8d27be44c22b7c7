// `node ua-parse.cjs UA`: bowser and isbot (the parsers core's user-agent tool runs) loaded and asked about UA once,
// as `toolbox ua UA` asks them (browser, engine, OS, device, then the part that marks a bot, whose absence says it is
// none), and nothing else: the work that command cannot go under. Both compile their regular expressions when first
// used (bowser one a browser it tries, isbot one pattern of every bot it knows), which is most of it. With Node's compile cache on, as the
// CLI's entry turns it on.
const { createRequire, enableCompileCache } = require('node:module');
enableCompileCache?.();
const { join } = require('node:path');

const core = createRequire(join(__dirname, '..', '..', 'core', 'package.json'));
const Bowser = core('bowser');
const { isbotMatch } = core('isbot');
const ua = process.argv[2] ?? '';
Bowser.parse(ua);
isbotMatch(ua);
