/** The fields of `navigator.connection` (Network Information API) that prefetching looks at. */
interface NetworkInformationLike {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** Whether prefetching should be skipped: on 2g connections or with Save-Data. `undefined` (no API) never skips. */
export function shouldSkipPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData) return true;
  return (connection.effectiveType ?? '').includes('2g');
}

/** Reads `navigator.connection` where it exists. */
export function currentConnection(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}
