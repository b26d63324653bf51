/**
 * Files of a site folder for the preview server: a request's path resolved to a real path that
 * lies inside the folder (symlinks resolved; one leading out is as good as missing), opened
 * without following a symlink swapped in since, and read. Node's callback API, as promises.
 */
import { close as closeFd, constants, fstat, open as openFd, read as readFd, realpath } from 'node:fs';
import { sep } from 'node:path';

/** File errors that mean "there is no such file here (any more)": the reader gets a 404. */
export const GONE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG', 'EACCES', 'EPERM']);
/** Errors that mean the server is out of a resource for now: the reader gets a 503 and may retry. */
export const EXHAUSTED = new Set(['EMFILE', 'ENFILE', 'ENOMEM', 'EAGAIN']);

/** Node's callback file API as promises (lighter than FileHandle, which a busy server notices). */
export const call = (fn, ...args) => new Promise((done, fail) => fn(...args, (error, value) => (error ? fail(error) : done(value))));
export const closeQuietly = (fd) => closeFd(fd, () => undefined);
/** realpath(3) itself, one call instead of a JavaScript walk over every component. */
const realpathNative = realpath.native;

/** Reads `length` bytes of an open file from `position`. */
export const readAll = async (fd, length, position) => {
  const buffer = Buffer.allocUnsafe(length);
  let filled = 0;
  while (filled < length) {
    const bytesRead = await call(readFd, fd, buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
};

/**
 * The files of the site folder at `root`: `resolveInside(path, rememberMissing?)` and
 * `openReal(real, path?)`.
 */
export function createSiteFiles(root) {
  let rootReal = null;

  /** Whether a real path lies inside the site folder (re-resolved once if the folder moved). */
  const inside = async (real) => {
    const within = () => rootReal !== null && (real === rootReal || real.startsWith(rootReal + sep));
    if (within()) return true;
    try {
      rootReal = await call(realpathNative, root);
    } catch (error) {
      if (GONE.has(error.code)) return false;
      throw error;
    }
    return within();
  };

  /**
   * Real paths found inside the site, kept for a second, so a busy server resolves each hot file
   * once a second rather than on every request. Only paths already found inside the site are
   * kept, and the last component is opened without following symlinks, so a symlink planted
   * meanwhile cannot lead a request out of the site; a file gone since is found missing when
   * opened (and forgotten).
   */
  const resolvedPaths = new Map();

  /**
   * The real path of `path` (symlinks resolved) when it exists inside the site, else null: a
   * symlink leading out of the site is as good as missing. `rememberMissing` keeps an absence for
   * the same second too, for the compressed copies many files lack (at worst a copy written just
   * now is used a second late, the plain file going out meanwhile).
   */
  const resolveInside = async (path, rememberMissing = false) => {
    const now = Date.now();
    const known = resolvedPaths.get(path);
    if (known && known.until > now) return known.real;
    let real;
    try {
      real = await call(realpathNative, path);
    } catch (error) {
      if (GONE.has(error.code)) {
        if (rememberMissing) resolvedPaths.set(path, { real: null, until: now + 1000 });
        else resolvedPaths.delete(path);
        return null;
      }
      throw error;
    }
    if (!(await inside(real))) return null;
    if (resolvedPaths.size >= 10_000) resolvedPaths.clear();
    resolvedPaths.set(path, { real, until: now + 1000 });
    return real;
  };

  /**
   * Opens a regular file by its real path: `{ fd, stat, real }`, or null when it is not one (a
   * directory, or gone since it was resolved: a rebuild swapped the folder). The last component
   * is opened without following a symlink swapped in since it was resolved.
   */
  const openReal = async (real, path) => {
    let fd;
    try {
      fd = await call(openFd, real, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (error) {
      if (GONE.has(error.code)) {
        if (path) resolvedPaths.delete(path);
        return null;
      }
      throw error;
    }
    try {
      const stat = await call(fstat, fd);
      if (stat.isFile()) return { fd, stat, real };
    } catch (error) {
      closeQuietly(fd);
      throw error;
    }
    closeQuietly(fd);
    return null;
  };

  return { resolveInside, openReal };
}
