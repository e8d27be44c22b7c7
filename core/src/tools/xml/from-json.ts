import { ToolInputError } from '../../errors';
import { parseJson } from '../../json/json-text';
import { type JsonValue, jsonToXml } from './json-convention';
import { XML_MESSAGES, type XmlIndent } from './options';
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
  return writeXml(jsonToXml(value), indentText(input.indent));
}
