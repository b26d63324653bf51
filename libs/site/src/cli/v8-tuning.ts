/**
 * V8 settings for a command that runs a few seconds of CPU-bound work and exits (`build`, `check`).
 *
 * V8 compiles a function with its optimising compiler (TurboFan) once the function has run for
 * its "interrupt budget" of bytecode. The default budget suits long-running programs: in a
 * 300-doc build, compiling the parser's, the highlighter's and React's hot functions kept V8's
 * compiler thread busy for about 1.2 s of CPU (`perf` by thread), on a two-core machine where the
 * main thread and a content worker already keep both cores busy, and much of that code had
 * finished its work before its optimised version was ready. With a budget about seven times the
 * default, only the functions that run longest are optimised: a cold 300-doc build used 10-13%
 * less CPU and finished 6-9% sooner (median of 6 to 8 interleaved runs), a cold 1,000-doc build
 * 6-9% sooner, and a warm rebuild was unchanged.
 *
 * The flag is process-wide, so it holds for the worker threads the build starts. The long-lived
 * commands (`dev`, `preview`) keep V8's defaults.
 */
import { setFlagsFromString } from 'node:v8';

/** Bytecode a function runs before V8 optimises it with TurboFan (V8's default is 67,584). */
export const BUILD_INTERRUPT_BUDGET = 500_000;

/** Applies the settings to this process. */
export function tuneV8ForBuild(): void {
  setFlagsFromString(`--interrupt-budget=${BUILD_INTERRUPT_BUDGET}`);
}
