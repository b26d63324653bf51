/**
 * Records of the output in place, kept beside its bundles and written once that output is in place:
 * what the next build needs to write only what changed over it.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { CompressedRecord } from './compress.js';

/**
 * The records: its pages (see PageRecord in prerender.ts), its compressed copies (CompressedRecord in compress.ts)
 * and its files (their copies aside), with which the next build writes only what changed over it.
 */
const RECORDS = { pages: 'pages.json', copies: 'compressed.json', files: 'files.json' } as const;

/** The output in place and one of its records, when both are there. */
export async function previousOutput<T>(bundleDir: string, outDir: string, record: keyof typeof RECORDS): Promise<{ dir: string; record: T } | null> {
  if (!existsSync(outDir)) return null;
  try {
    return { dir: outDir, record: JSON.parse(await readFile(join(bundleDir, RECORDS[record]), 'utf8')) as T };
  } catch {
    return null;
  }
}
export const writeRecord = (bundleDir: string, record: keyof typeof RECORDS, value: unknown) => writeFile(join(bundleDir, RECORDS[record]), JSON.stringify(value));
export const forgetRecords = (bundleDir: string) => Promise.all(Object.values(RECORDS).map((file) => rm(join(bundleDir, file), { force: true })));

/**
 * The compressed copies of an output updated in place: this build's, and those the output had of
 * files still there and not written again (a file written again at the same path has new copies,
 * or none when it is small).
 */
export function copiesInPlace(before: CompressedRecord, now: CompressedRecord, files: readonly string[]): CompressedRecord {
  const current = new Set(files);
  const rewritten = new Set(Object.values(now));
  return { ...Object.fromEntries(Object.entries(before).filter(([, path]) => current.has(path) && !rewritten.has(path))), ...now };
}

/** The files record: the output's files (their compressed copies aside), and which client bundle it holds (a hash of its manifest). */
export interface FilesRecord {
  readonly bundle: string;
  readonly files: readonly string[];
}

/**
 * Whether `record` is a files record whose every file the output has (`present`, its listing): a
 * file removed by hand since, or an output left by another build, makes the build write a whole
 * new output instead of updating it.
 */
export async function recordHolds(record: unknown, present: Promise<readonly string[]>): Promise<boolean> {
  const { bundle, files } = (record ?? {}) as Partial<FilesRecord>;
  if (typeof bundle !== 'string' || !Array.isArray(files)) return false;
  const there = new Set((await present).map((path) => path.split(sep).join('/')));
  return files.every((file) => typeof file === 'string' && there.has(file));
}

