export { runXmlFromJson, type XmlFromJsonInput } from './from-json';
export { meta } from './meta';
export { runXmlNamespaces } from './namespaces';
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
  runXmlMinify,
  runXmlToJson,
  runXmlValidate,
  type XmlInput,
  type XmlValidation,
} from './xml';
export { runXmlXPath, type XmlXPathInput, type XPathResult } from './xpath';
