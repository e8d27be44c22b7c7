// The PDF tests read a PDF's copied text with Poppler's pdftotext as well as pdfjs (pdfjs ignores /ActualText);
// install poppler-utils when we can. Best effort: without it those checks are skipped with a line saying so.
import { spawnSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const missing = () => spawnSync('pdftotext', ['-v']).status !== 0;

export function ensurePoppler() {
  if (!missing() || !canInstallDebianPackages()) return;
  console.log('Installing poppler-utils from Debian packages for the PDF text tests...');
  if (!installDebianPackages(['poppler-utils']) || missing()) {
    console.log('Could not install it; the pdftotext checks will be skipped.');
  }
}
