import type { OutputFile } from '../../ports';
import type { ProjectStructure } from './generate';

/**
 * The project as the files of one zip: each file under the project's folder, as `toolbox structure --apply` lays
 * them out, so unzipping it gives the same tree. Named `{package}.zip`.
 */
export function generateStructureArchive(structure: ProjectStructure): {
  zipName: string;
  files: OutputFile[];
} {
  return {
    zipName: `${structure.packageName}.zip`,
    files: structure.files.map((file) => ({
      name: `${structure.folder}/${file.path}`,
      mime: 'text/plain',
      data: file.content,
    })),
  };
}
