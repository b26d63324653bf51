/**
 * Whether a file the build reads is inside the folders it may read from, as written and with every
 * symlink resolved. Docs, category files, partials, images and imported modules all go through
 * {@link placeIn}, so a link inside the site to a file outside it (`docs/env.md -> /proc/self/environ`)
 * is refused the same way everywhere, before anything is read from it.
 */
import { closeSync, constants, openSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';

/** Whether `path` is inside `dir` (not `dir` itself), by their paths as written. */
export function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/** The path with every symlink resolved, or undefined when there is no such file. */
export function realpath(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/** Where a path leads, from {@link placeIn}. */
export interface Placement {
  /** Inside one of the folders, as written and resolved (also when there is no such file: reading it then fails as missing). */
  readonly inside: boolean;
  /** The path with its symlinks resolved; undefined when there is no such file, or when it is outside as written (then it is not even resolved). */
  readonly real?: string;
}

/**
 * Where `path` leads, checked against `folders`: a path outside all of them as written is refused
 * without touching the file system; one inside is resolved, and must still be inside one of the
 * folders' own resolved paths.
 */
export function placeIn(path: string, folders: readonly string[]): Placement {
  if (!folders.some((folder) => isInside(path, folder))) return { inside: false };
  const real = realpath(path);
  if (real === undefined) return { inside: true };
  return { inside: folders.some((folder) => isInside(real, realpath(folder) ?? folder)), real };
}

/** `O_NOFOLLOW` where the platform has it: opening a symlink then fails instead of following it. */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * Reads a file whose place was checked, refusing to follow a symlink put in its place since
 * (where the platform can tell).
 */
export function readChecked(path: string): string {
  const fd = openSync(path, constants.O_RDONLY | NO_FOLLOW);
  try {
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}
