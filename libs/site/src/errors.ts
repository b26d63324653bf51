/** A failure the user can fix (a missing folder, a port in use): its message says what to do. */
export class SiteError extends Error {
  override readonly name = 'SiteError';
}
