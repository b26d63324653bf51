// Node and V8 flags for the `hpcdocs` command's CPU-bound commands (`build`, `check`), which the
// workspace's script runner (tools/scripts/run-ts.mjs) uses too, so the installed command runs as
// the sources do.
//
// A larger young generation: parsing Markdown allocates many short-lived objects, and with V8's
// default a fifth of the build's main thread went to scavenges. On two cores, one V8 helper
// thread instead of four: the main thread and a content worker already keep both cores busy,
// and the extra helpers only competed with them (the 1,000-doc pipeline step ran about 6%
// faster, median of 13 interleaved runs).
import { availableParallelism } from 'node:os';

/** The flags, for a machine with `cores` cores. */
export function buildNodeFlags(cores = availableParallelism()) {
  return ['--max-semi-space-size=64', ...(cores <= 2 ? ['--v8-pool-size=1'] : [])];
}
