/**
 * The Content-Security-Policy of each HTML page the preview server sends: the site policy with
 * the hashes of the inline scripts the build recorded writing into that page (and the origins it
 * recorded), so a script put there by anything else does not run.
 */
import { join } from 'node:path';
import { INLINE_SCRIPTS_FILE, inlineScriptHashes, NO_ORIGINS, originsOf, sitePolicy } from './headers.mjs';
import { closeQuietly, readAll } from './site-files.mjs';

/**
 * The page policies of the site folder at `root` (`files`: its {@link createSiteFiles}),
 * `extraHashes` added to every page's script-src: `pagePolicy(real, plain, sent)`.
 */
export function createPagePolicies(root, files, extraHashes) {
  const { resolveInside, openReal } = files;
  /** Page CSPs by the real path, inode, size and mtime of the file sent. */
  const pagePolicies = new Map();

  /**
   * The sha256 sources the build recorded (see {@link INLINE_SCRIPTS_FILE}) and a stamp of the
   * record read, looked at again at most once a second; none when there is no record (a folder
   * not built by this version): a page then runs no inline script rather than any.
   */
  let recorded = { until: 0, stamp: '', hashes: new Set(), origins: NO_ORIGINS };
  const recordedScripts = async () => {
    const now = Date.now();
    if (recorded.until > now) return recorded;
    const path = join(root, INLINE_SCRIPTS_FILE);
    const real = await resolveInside(path);
    const file = real && (await openReal(real, path));
    let next = { until: now + 1000, stamp: '', hashes: new Set(), origins: NO_ORIGINS };
    if (file) {
      try {
        const stamp = `${file.stat.ino}-${file.stat.size}-${file.stat.mtimeMs}`;
        if (stamp === recorded.stamp) next = { ...recorded, until: now + 1000 };
        else {
          const { scripts, origins } = JSON.parse((await readAll(file.fd, file.stat.size, 0)).toString('utf8'));
          const hashes = Array.isArray(scripts) ? scripts.filter((hash) => typeof hash === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(hash)) : [];
          next = { until: now + 1000, stamp, hashes: new Set(hashes), origins: { script: originsOf(origins?.script), style: originsOf(origins?.style) } };
        }
      } catch {
        // An unreadable record allows nothing.
      } finally {
        closeQuietly(file.fd);
      }
    }
    recorded = next;
    return recorded;
  };

  /**
   * The CSP of an HTML page: the site policy with the hashes of those of its inline scripts that
   * the build wrote (a script put there by anything else, such as a page of the static folder or
   * a doc that slipped one through, is not allowed), read from the plain file whichever coding is
   * sent; null when the plain file is gone. It is kept for as long as the file sent (plain or
   * compressed, written by the same build) and the build's record stay the same.
   */
  const pagePolicy = async (real, plain, sent) => {
    const built = await recordedScripts();
    const key = `${sent.real}\0${sent.stat.ino}\0${sent.stat.size}\0${sent.stat.mtimeMs}\0${built.stamp}`;
    const known = pagePolicies.get(key);
    if (known) return known;
    const file = plain ?? (await openReal(real));
    if (!file) return null;
    try {
      const html = (await readAll(file.fd, file.stat.size, 0)).toString('utf8');
      const policy = sitePolicy([...inlineScriptHashes(html).filter((hash) => built.hashes.has(hash)), ...extraHashes], built.origins);
      if (pagePolicies.size >= 5000) pagePolicies.clear();
      pagePolicies.set(key, policy);
      return policy;
    } finally {
      if (!plain) closeQuietly(file.fd);
    }
  };

  return { pagePolicy };
}
