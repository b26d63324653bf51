/**
 * A site's unified plugins, each wrapped so that the thread running them says which one runs, and
 * on which doc, before it starts and that it is done after (see run.ts, which times each run). A
 * wrapper keeps its plugin's name and source text: the pipeline finds rehype-katex by name, and
 * keys its cache on each plugin's text.
 */
import type { Pluggable, PluggableList, Plugin, Transformer } from 'unified';

type Step = (what: string, file: string) => void;
type Callback = (error?: Error | null, ...rest: unknown[]) => void;

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as { then?: unknown } | null)?.then === 'function';

/** `value` with the name and source text of `like`. */
function alike<T extends object>(value: T, like: { name: string; toString(): string }): T {
  Object.defineProperty(value, 'name', { value: like.name });
  Object.defineProperty(value, 'toString', { value: () => like.toString() });
  return value;
}

/** Runs `call`, reporting `idle` when it ends, however it ends (returned, threw, resolved, rejected). */
function settled<T>(call: () => T, idle: () => void): T {
  let result: T;
  try {
    result = call();
  } catch (error) {
    idle();
    throw error;
  }
  if (!isThenable(result)) {
    idle();
    return result;
  }
  return result.then(
    (value) => (idle(), value),
    (error: unknown) => {
      idle();
      throw error;
    },
  ) as T;
}

/** The transformer with its runs announced (keeping the callback form when it takes one). */
function watchTransformer(transformer: Transformer, what: string, file: string, step: Step, idle: () => void): Transformer {
  const on = (path: string) => step(`${what}, on ${path || 'a file'},`, file);
  // unified hands a transformer of three parameters a callback (`next`) and waits for it.
  if (transformer.length > 2) {
    return function (this: unknown, tree, vfile, next) {
      on(vfile.path);
      return transformer.call(this, tree, vfile, ((error, ...rest) => {
        idle();
        (next as Callback)(error, ...rest);
      }) as Callback as never);
    } as Transformer;
  }
  return function (this: unknown, tree, vfile) {
    on(vfile.path);
    return settled(() => (transformer as (this: unknown, ...args: unknown[]) => unknown).call(this, tree, vfile), idle);
  } as Transformer;
}

/**
 * `list` (the config's `slot`, e.g. `remarkPlugins`, in the config file `file`) with each plugin
 * function wrapped; presets and other entries are kept as they are.
 */
export function watchPlugins(list: PluggableList, slot: string, file: string, step: Step, idle: () => void): PluggableList {
  return list.map((entry, index): Pluggable => {
    const [plugin, ...settings] = Array.isArray(entry) ? entry : [entry];
    if (typeof plugin !== 'function') return entry;
    const what = `The plugin ${slot}[${index}]${plugin.name ? ` (${plugin.name})` : ''} of ${file}`;
    const wrapped = alike(function (this: unknown, ...args: unknown[]) {
      step(`${what}, while it was set up,`, file);
      const transformer = settled(() => (plugin as (this: unknown, ...args: unknown[]) => unknown).apply(this, args), idle);
      return typeof transformer === 'function' ? alike(watchTransformer(transformer as Transformer, what, file, step, idle), transformer) : transformer;
    }, plugin);
    return [wrapped as Plugin, ...settings] as Pluggable;
  });
}
