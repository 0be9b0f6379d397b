// Shared by the unit tests: where the client's modules are, and English messages loaded from
// locales/en with the client's own vendored @fluent/bundle (no browser, no server).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const WEB = join(ROOT, 'crates', 'camelot-server', 'web');

/** Imports a module of the web client by its path under web/. */
export function web(path) {
  return import(pathToFileURL(join(WEB, path)).href);
}

/** Makes the client's i18n module format English, from the repository's message files. */
export async function english() {
  const fluent = await web('vendor/fluent-bundle/index.js');
  const { useMessages } = await web('i18n.js');
  const texts = ['client', 'learn'].map((f) => readFileSync(join(ROOT, 'locales', 'en', `${f}.ftl`), 'utf8'));
  useMessages(fluent, 'en', texts);
}
