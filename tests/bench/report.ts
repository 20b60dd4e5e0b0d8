import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';

/**
 * Puts `section` (starting with its `## ` heading) in place of the section of `docPath` whose
 * heading starts with `heading`, or at the end when there is none, formatted as `npm run lint`
 * expects, so a bench run leaves the tree clean.
 */
export async function replaceSection(docPath: string, heading: string, section: string): Promise<void> {
  const doc = await readFile(docPath, 'utf8');
  const start = doc.indexOf(`\n${heading}`) + 1;
  let next: string;
  if (start === 0) next = `${doc.trimEnd()}\n\n${section}`;
  else {
    const after = doc.indexOf('\n## ', start + 3);
    next = `${doc.slice(0, start)}${section}${after === -1 ? '' : `\n${doc.slice(after + 1)}`}`;
  }
  const options = (await prettier.resolveConfig(docPath)) ?? {};
  await writeFile(docPath, await prettier.format(next, { ...options, filepath: docPath }));
}
