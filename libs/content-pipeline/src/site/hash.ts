import { createHash } from 'node:crypto';

/**
 * A short content hash for file names: SHA-256, base64url, cut to `length` characters, with `-`
 * and `_` replaced so the hash never looks like a separator in `name.hash.ext`.
 */
export function hashOf(content: string | Buffer, length = 8): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, length).replace(/[-_]/g, 'x');
}
