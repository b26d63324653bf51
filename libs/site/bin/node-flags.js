// Node and V8 flags for the `hpcdocs` command's CPU-bound commands (`build`, `check`), and the
// environment of every command, which the workspace's script runner (tools/scripts/run-ts.mjs)
// uses too, so the installed command runs as the sources do.
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

/**
 * Vite's bundler (Rolldown) and its other native parts allocate with mimalloc, which asks Linux
 * for transparent huge pages where the system allows them on request (`madvise`, the common
 * default). A short build keeps freeing and touching memory again, and the kernel then zeroes a
 * 2 MB page on each first touch: on a two-core machine that was 43% of all CPU time in a check
 * of a 215-doc Docusaurus site (`perf`: `clear_page_erms` under Rolldown's threads), and system
 * time fell from 9.1 s to 1.2 s without huge pages (the check from 9.7 s to 5.4 s). mimalloc
 * reads the setting when its library loads, which is after this runs. A value the user set stays.
 */
export function tuneNativeAllocator(env = process.env) {
  env.MIMALLOC_ALLOW_THP ??= '0';
  return env;
}
