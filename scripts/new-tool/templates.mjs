// The files of a new tool, in the shape the existing tools share (ARCHITECTURE.md "The flow of data").
// The starting generator is deliberately tiny and real (text in, a file out, a ToolInputError on blank input),
// so the generated tests, page and command pass from the first minute and show where each piece goes.

import { commandFile, commandTestFile } from './cli-templates.mjs';
import { generatorFile, generatorTestFile, indexFile, metaFile } from './core-templates.mjs';
import { pageFile, pageTestFile, specFile } from './web-templates.mjs';

/** `names`: { id, pascal, camel, title, command, group } from toolNames(). */
export function toolFiles(names) {
  return [
    metaFile(names),
    generatorFile(names),
    generatorTestFile(names),
    indexFile(names),
    pageFile(names),
    pageTestFile(names),
    commandFile(names),
    commandTestFile(names),
    specFile(names),
  ];
}
