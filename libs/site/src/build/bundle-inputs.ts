/**
 * Whether the client and server bundles of the last build can serve this one. They depend on the
 * site's config, its static folder and the files they bundle (the app, the theme, the site's
 * components), not on the docs: a build that changed none of those reuses them, and saves the
 * bundling (a few seconds, the largest step of a small site's build). Docs' own components are
 * checked apart, once the content says which ones the pages use (see `bundlesHave` in build.ts).
 *
 * The record lists every file the bundles were made from with a fingerprint: a hash of its
 * content, or for an installed package's file its size and modification time (installs are not
 * edited in place, and hashing them all would cost more than it saves).
 */
import { createHash } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load.js';
import type { StaticFolder } from '../static-folder.js';
import { ownVersion } from '../own-version.js';

/** The record beside the bundles. */
const RECORD = 'inputs.json';

interface InputsRecord {
  /** Hash of what is not a bundled file: the config, the static folder's listing, the version of this package. */
  readonly key: string;
  /** Bundled file -> fingerprint. */
  readonly files: Readonly<Record<string, string>>;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 16);

async function fingerprint(file: string): Promise<string | null> {
  try {
    if (file.includes(`${sep}node_modules${sep}`)) {
      const info = await stat(file);
      return `${info.size}:${Math.round(info.mtimeMs)}`;
    }
    return sha(await readFile(file));
  } catch {
    return null;
  }
}

/**
 * The static folder's files (Vite copies them beside the client bundle) with their fingerprints:
 * those reached through a link too, by the file it leads to, so a link added, removed or pointed
 * elsewhere is a change (see static-folder.ts).
 */
function staticListing(statics: StaticFolder): Promise<string[]> {
  return Promise.all(statics.files.map(async (file) => `${file.path}:${(await fingerprint(file.real)) ?? ''}`));
}

/**
 * A hash of the static folder's files and their contents: the client bundle's folder holds them
 * (Vite copies them there), and its manifest names none of them.
 */
export async function staticKey(statics: StaticFolder): Promise<string> {
  return sha(JSON.stringify(await staticListing(statics)));
}

/** What the bundles depend on besides the files they bundle (`statics`: the {@link staticKey}). */
async function keyOf(config: ResolvedConfig, statics: Promise<string>): Promise<string> {
  const sources = await Promise.all(config.dependencies.map(async (file) => `${file}:${(await fingerprint(file)) ?? ''}`));
  // Functions (remark and rehype plugins) are left out by JSON: they shape the content, not the bundles.
  return sha(JSON.stringify([ownVersion(), process.version, config, sources, await statics]));
}

/** The files of `moduleIds` (bundler module ids: absolute paths, maybe with a query; virtual ids left out). */
function filesOf(moduleIds: readonly string[]): string[] {
  const files = new Set<string>();
  for (const id of moduleIds) {
    const file = id.split('?')[0] ?? '';
    if (isAbsolute(file) && !file.startsWith('\0')) files.add(file);
  }
  return [...files].sort();
}

/** Writes the record of bundles made from `moduleIds` and the static folder (`statics`, its {@link staticKey}) into `bundleDir`. */
export async function recordBundleInputs(bundleDir: string, config: ResolvedConfig, statics: Promise<string>, moduleIds: readonly string[]): Promise<void> {
  const files: Record<string, string> = {};
  for (const file of filesOf(moduleIds)) {
    const print = await fingerprint(file);
    if (print !== null) files[file] = print;
  }
  const record: InputsRecord = { key: await keyOf(config, statics), files };
  await writeFile(join(bundleDir, RECORD), JSON.stringify(record));
}

/** Removes the record: the bundles in `bundleDir` are about to be replaced. */
export async function forgetBundleInputs(bundleDir: string): Promise<void> {
  await rm(join(bundleDir, RECORD), { force: true });
}

/** Whether the bundles in `bundleDir` were made from the same config, static files (`statics`, their {@link staticKey}) and bundled files as this build would use. */
export async function bundlesUpToDate(bundleDir: string, config: ResolvedConfig, statics: Promise<string>): Promise<boolean> {
  let record: InputsRecord;
  try {
    record = JSON.parse(await readFile(join(bundleDir, RECORD), 'utf8')) as InputsRecord;
  } catch {
    return false;
  }
  if (record.key !== (await keyOf(config, statics))) return false;
  const entries = Object.entries(record.files);
  const prints = await Promise.all(entries.map(([file]) => fingerprint(file)));
  return entries.length > 0 && entries.every(([, print], i) => prints[i] === print);
}
