// Its choices as plain data: the front door would load the parsers and XPath (450 KB) before the flags are read.
import { ToolInputError } from '@toolbox/core/errors';
import type { XmlValidation } from '@toolbox/core/tools/xml/document';
import { runXmlNamespaces } from '@toolbox/core/tools/xml/namespaces';
import { XML_DEFAULTS, XML_INDENTS, XML_MESSAGES, type XmlIndent } from '@toolbox/core/tools/xml/options';
import type { Command } from 'commander';
import type { CommandModule, Example } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  "Format, minify or validate XML as xmllint does (line and column of the first fault), convert it to JSON and back (xmltodict's convention), or run an XPath 1.0 query.";

export const examples: readonly Example[] = [
  {
    command: 'curl -s https://example.com/feed.xml | toolbox xml format',
    description: 'indented as xmllint --format',
  },
  {
    command: 'toolbox xml validate AndroidManifest.xml',
    description: 'Valid XML, or exit 1 with line and column',
  },
  { command: "toolbox xml xpath '//dependency/artifactId/text()' pom.xml" },
  { command: 'toolbox xml to-json feed.rss -o feed.json' },
];

export function configure() {}

/** Read in the encoding its bytes declare (readXml); format and minify write that encoding back. */
const FILE =
  'XML file in the encoding it declares (UTF-8 if none), or - for stdin (default: stdin when piped)';

const indent = {
  flag: '--indent <indent>',
  description: 'spaces per level, or tab',
  choices: XML_INDENTS,
  default: XML_DEFAULTS.indent,
} as const;

type Read = (ctx: CliContext, file: string | undefined, what: string) => Promise<string>;

/** Reading and writing XML without XPath's DOM or a JSON parser (all but xpath and from-json). */
const readWriteXml = () => import('@toolbox/core/tools/xml/document');

async function reader(): Promise<Read> {
  return (await import('../output/read-input')).readDocument;
}

/** An XML document's text, read in the encoding its bytes declare (a byte order mark, the XML declaration, or UTF-8). */
async function readXml(ctx: CliContext, file: string | undefined) {
  const [{ readInputBytes }, core] = await Promise.all([import('../output/read-input'), readWriteXml()]);
  return core.decodeXml(await readInputBytes(ctx, file, 'an XML file'));
}

interface WriteOptions {
  file: string | undefined;
  indent: XmlIndent;
  output: string | undefined;
  force: boolean;
}

/** format, minify, to-json, from-json: a document in, a document out (stdout or -o). */
function transform(
  what: string,
  commandDescription: string,
  commandExamples: Example[],
  produce: (text: string, indent: XmlIndent) => Promise<string>,
  options: { indented: boolean; reads: 'XML' | 'JSON'; writes: 'XML' | 'JSON' } = {
    indented: true,
    reads: 'XML',
    writes: 'XML',
  },
): CommandModule<WriteOptions> {
  const flags = options.indented
    ? defineFlags({ indent, output: outputFile, force: forceOutput })
    : defineFlags({ output: outputFile, force: forceOutput });
  return {
    description: commandDescription,
    examples: commandExamples,
    configure(cmd: Command) {
      flags.configure(cmd.argument('[file]', what));
    },
    toOptions(parsed) {
      const values = flags.read(parsed) as Partial<WriteOptions>;
      return {
        file: readFlags(parsed).arg(0),
        indent: values.indent ?? XML_DEFAULTS.indent,
        output: values.output,
        force: values.force ?? false,
      };
    },
    async run(values, ctx) {
      const [read, { writeOutput }] = await Promise.all([reader(), import('../output/write-output')]);
      const input =
        options.reads === 'XML'
          ? await readXml(ctx, values.file)
          : { text: await read(ctx, values.file, 'a JSON file'), encoding: 'utf-8' };
      const output = await produce(input.text, values.indent);
      if (ctx.json) ctx.print(JSON.stringify({ output }, null, 2));
      // XML goes out in the encoding it came in, as xmllint writes it; JSON is UTF-8.
      else if (options.writes === 'XML' && input.encoding !== 'utf-8')
        await writeOutput(ctx, (await readWriteXml()).encodeXml(output, input.encoding), values);
      else await writeOutput(ctx, output, values);
    },
  };
}

const format = transform(
  FILE,
  'Indent XML as xmllint --format does: element-only content one element a line, mixed content as written.',
  [{ command: 'toolbox xml format pom.xml --indent 4' }],
  async (xml, level) => (await readWriteXml()).runXmlFormat({ xml, indent: level }),
);

const minify = transform(
  FILE,
  'Drop the indentation whitespace, as xmllint --noblanks does; every character of content is kept.',
  [{ command: 'toolbox xml minify icon.svg -o icon.min.svg' }],
  async (xml) => (await readWriteXml()).runXmlMinify({ xml }),
  { indented: false, reads: 'XML', writes: 'XML' },
);

const toJson = transform(
  FILE,
  'XML as JSON in xmltodict\'s convention: "@attr", "#text", repeated elements as arrays, an empty one as null.',
  [{ command: 'toolbox xml to-json feed.rss --indent 4' }],
  async (xml, level) => (await readWriteXml()).runXmlToJson({ xml, indent: level }),
  { indented: true, reads: 'XML', writes: 'JSON' },
);

const fromJson = transform(
  'JSON file, or - for stdin (default: stdin when piped)',
  'JSON in xmltodict\'s convention ({"root": {"@id": 1, "item": ["a", "b"]}}) as a formatted XML document.',
  [{ command: 'toolbox xml from-json order.json -o order.xml' }],
  async (json, level) => (await import('@toolbox/core/tools/xml')).runXmlFromJson({ json, indent: level }),
  { indented: true, reads: 'JSON', writes: 'XML' },
);

const validate: CommandModule<{ file: string | undefined }> = {
  description:
    'Check XML is well-formed (XML 1.0 and namespaces); exit 1 with the line and column of the first fault.',
  examples: [{ command: 'toolbox xml validate AndroidManifest.xml --json' }],
  configure(cmd) {
    cmd.argument('[file]', FILE);
  },
  toOptions: (parsed) => ({ file: readFlags(parsed).arg(0) }),
  async run(values, ctx) {
    const core = await readWriteXml();
    let result: XmlValidation;
    try {
      result = core.runXmlValidate({ xml: (await readXml(ctx, values.file)).text });
    } catch (error) {
      // Bytes not in the document's encoding: a fault at a line and column, as the parser's are.
      if (!(error instanceof core.XmlSyntaxError)) throw error;
      const { reason, line, column, message } = error;
      result = { valid: false, reason, line, column, message };
    }
    if (ctx.json) {
      ctx.print(JSON.stringify(result, null, 2));
      return result.valid ? ctx.exit.ok : ctx.exit.failed;
    }
    if (!result.valid) {
      throw new ToolInputError(result.message, 'Invalid XML');
    }
    const { terminalText } = await import('../terminal-text');
    ctx.print(
      `${XML_MESSAGES.valid} Root <${terminalText(result.root)}>, ${result.elements} elements, ${result.attributes} attributes, ${result.depth} levels deep.`,
    );
  },
};

const xpathFlags = defineFlags({
  ns: {
    flag: '--ns <prefix=uri>',
    list: 'repeat',
    description: 'a prefix for the expression (e.g. a default namespace: --ns s=http://www.w3.org/2000/svg)',
  },
});

interface XPathOptions {
  expression: string | undefined;
  file: string | undefined;
  namespaces: Record<string, string>;
}

function namespacesFrom(list: readonly string[]): Record<string, string> {
  try {
    return runXmlNamespaces(list);
  } catch (error) {
    if (error instanceof ToolInputError) throw new UsageError(`--ns: ${error.message}`);
    throw error;
  }
}

const xpath: CommandModule<XPathOptions> = {
  description:
    "Run an XPath 1.0 query: each selected node on its own line as xmllint --xpath prints it, or the query's number, string or boolean.",
  examples: [
    { command: "toolbox xml xpath 'count(//item)' feed.rss" },
    { command: "toolbox xml xpath '//s:path/@d' icon.svg --ns s=http://www.w3.org/2000/svg" },
  ],
  configure(cmd) {
    xpathFlags.configure(cmd.argument('<expression>', 'the XPath 1.0 expression').argument('[file]', FILE));
  },
  toOptions(parsed) {
    const args = readFlags(parsed);
    return {
      expression: args.arg(0),
      file: args.arg(1),
      namespaces: namespacesFrom(xpathFlags.read(parsed).ns),
    };
  },
  async run(values, ctx) {
    const [core, { text: xml }] = await Promise.all([
      import('@toolbox/core/tools/xml'),
      readXml(ctx, values.file),
    ]);
    const result = core.runXmlXPath({
      xml,
      expression: values.expression ?? '',
      namespaces: values.namespaces,
    });
    if (ctx.json) {
      ctx.print(JSON.stringify(result, null, 2));
      return;
    }
    if (result.values.length === 0) ctx.warn('No node matches.');
    for (const value of result.values) ctx.print(value);
  },
};

export const subcommands = {
  format,
  minify,
  validate,
  'to-json': toJson,
  'from-json': fromJson,
  xpath,
};
