export { meta } from './meta';
export {
  XML_ACTIONS,
  XML_DEFAULTS,
  XML_INDENTS,
  XML_MAX_LENGTH,
  XML_MESSAGES,
  type XmlAction,
  type XmlIndent,
} from './options';
export { XmlSyntaxError } from './parse';
export {
  runXmlFormat,
  runXmlFromJson,
  runXmlMinify,
  runXmlToJson,
  runXmlValidate,
  runXmlXPath,
  type XmlFromJsonInput,
  type XmlInput,
  type XmlValidation,
  type XmlXPathInput,
} from './xml';
export type { XPathResult } from './xpath';
