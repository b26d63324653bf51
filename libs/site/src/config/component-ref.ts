/**
 * A site component as the config names it: a module, and which of its exports is the component.
 * `./src/components/Note.tsx` is that module's default export; `./src/components/Badges.tsx#Beta`
 * its named export `Beta` (what a swizzled MDXComponents registers with `import { Beta } from …`
 * or a spread of `import * as Badges`).
 */

/** An export name after `#`. */
export const EXPORT_NAME = /^[A-Za-z_$][\w$]*$/;

/** The module and the export (undefined: the default export) of a component reference. */
export function componentRef(reference: string): { readonly file: string; readonly exportName?: string } {
  const hash = reference.lastIndexOf('#');
  if (hash === -1 || !EXPORT_NAME.test(reference.slice(hash + 1))) return { file: reference };
  return { file: reference.slice(0, hash), exportName: reference.slice(hash + 1) };
}

/** `reference` with its module path mapped by `at` (its export kept). */
export function mapComponentFile(reference: string, at: (file: string) => string): string {
  const { file, exportName } = componentRef(reference);
  return exportName === undefined ? at(file) : `${at(file)}#${exportName}`;
}
