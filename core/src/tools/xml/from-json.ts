import { ToolInputError } from '../../errors';
import { parseJson } from '../../json/json-text';
import { type JsonValue, jsonToXml } from './json-convention';
import { XML_MESSAGES, type XmlIndent } from './options';
import { parseXml, XmlSyntaxError } from './parse';
import { writeXml } from './serialize';
import { checked, indentText } from './xml';

export interface XmlFromJsonInput {
  json: string;
  indent?: XmlIndent;
}

/** JSON in xmltodict's convention as an XML document, formatted. */
export function runXmlFromJson(input: XmlFromJsonInput): string {
  const text = checked(input.json, 'json', XML_MESSAGES.emptyJson);
  let value: JsonValue;
  try {
    value = parseJson(text) as JsonValue;
  } catch (error) {
    if (!(error instanceof ToolInputError)) throw error;
    throw new ToolInputError(error.message, error.title, 'json');
  }
  const xml = writeXml(jsonToXml(value), indentText(input.indent));
  // Names are checked as XML names one by one; what only the whole can say (a prefix no xmlns: binds, an xmlns: tag)
  // is read back as xml validate reads it.
  try {
    parseXml(xml, { field: 'json' });
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    throw new ToolInputError(
      `The XML this JSON makes is not namespace-well-formed: ${error.reason}.`,
      'Invalid JSON for XML',
      'json',
    );
  }
  return xml;
}
