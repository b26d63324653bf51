/**
 * Build-time syntax highlighting with shiki. One highlighter per build (creating one costs far more
 * than highlighting a block). Token colours become short class names (`s0`, `s1`, ...) whose light
 * and dark colours are written once into a stylesheet, so page JSON and HTML stay small.
 */
import { createHighlighter } from 'shiki';
import { INITIAL, Theme, type StateStack } from '@shikijs/vscode-textmate';
import type { HighlightMemo, MemoClass } from './highlight-memo.js';
import { isPlainLanguage, languageId, plainLines } from './languages.js';
import { createPretranslatedEngine } from './regex-engine.js';

/** A highlighted line: strings are plain text, pairs are `[className, text]`. */
export type TokenLine = (string | readonly [string, string])[];

export interface CodeHighlighter {
  /** Highlights code; unknown languages come back as plain lines (and `known: false`). */
  highlight(code: string, language: string): Promise<{ lines: TokenLine[]; known: boolean }>;
  /**
   * CSS for the token classes `names` (default: every class met so far), sorted by name, after the
   * two base rules; light colours, dark ones under `[data-theme='dark']`.
   */
  css(names?: Iterable<string>): string;
}

/** Options for {@link createCodeHighlighter}. */
export interface HighlighterOptions {
  /** Light theme name. Default `github-light`. */
  readonly lightTheme?: string;
  /** Dark theme name. Default `github-dark`. */
  readonly darkTheme?: string;
  /**
   * Blocks highlighted by earlier builds, handed back instead of highlighted again (see
   * highlight-memo.ts); the highlighter adds what it highlights. Open it for these themes
   * (`memoScope`). Default none.
   */
  readonly memo?: HighlightMemo;
}

const FONT_STYLE_ITALIC = 1;

/** Backgrounds token colours must read on: code block and highlighted-line backgrounds. */
const LIGHT_BACKGROUNDS = ['#F6F8FA', '#E3E9F8'];
const DARK_BACKGROUNDS = ['#1F232B', '#2A3550'];
/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.6;

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '').slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const f = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/**
 * Moves a theme colour towards black (light theme) or white (dark theme) until it meets WCAG AA
 * contrast on every code background; some theme colours (comments) are slightly too faint.
 */
export function ensureContrast(hex: string, dark: boolean): string {
  let rgb = channels(hex);
  const backgrounds = (dark ? DARK_BACKGROUNDS : LIGHT_BACKGROUNDS).map(channels);
  const target = dark ? 255 : 0;
  for (let step = 0; step < 20 && backgrounds.some((bg) => contrast(rgb, bg) < MIN_CONTRAST); step++) {
    rgb = rgb.map((c) => Math.round(c + (target - c) * 0.12)) as [number, number, number];
  }
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
const FONT_STYLE_BOLD = 2;
/**
 * Per-line tokenizer time limit: none. With shiki's default (500 ms) a busy machine stops some
 * lines early and leaves them uncoloured, so the same input gave different output (and hashes).
 */
const TOKENIZE_TIME_LIMIT_MS = 0;
/** Tokenized lines a highlighter remembers (a few hundred bytes each); later lines are not added. */
const MEMO_LIMIT = 50_000;

/** A theme's colour and font style for a token. */
interface Style {
  readonly color: string;
  readonly fontStyle: number;
}

/** Scope stack as the TextMate theme matcher walks it (scope name plus its parent chain). */
interface ScopePath {
  readonly scopeName: string;
  readonly parent: ScopePath | null;
}

/**
 * Resolves token scopes to a colour the way TextMate's tokenizer does (each scope of the stack may
 * set the colour or font style; unset fields are inherited), memoised per scope stack: a build
 * meets a few hundred distinct stacks and millions of tokens.
 */
function styleResolver(raw: { name?: string; settings?: unknown }): (scopes: readonly string[]) => Style {
  const theme = Theme.createFromRawTheme(raw as Parameters<typeof Theme.createFromRawTheme>[0]);
  const colors = theme.getColorMap();
  const defaults = theme.getDefaults();
  const cache = new Map<string, Style>();
  return (scopes) => {
    const key = scopes.join(' ');
    let style = cache.get(key);
    if (!style) {
      let path: ScopePath | null = null;
      let foreground = defaults.foregroundId;
      let fontStyle = defaults.fontStyle;
      for (const scopeName of scopes) {
        path = { scopeName, parent: path };
        const match = theme.match(path as never);
        if (match && match.foregroundId !== 0) foreground = match.foregroundId;
        if (match && match.fontStyle !== -1) fontStyle = match.fontStyle;
      }
      style = { color: (colors[foreground] ?? '').toUpperCase(), fontStyle: Math.max(0, fontStyle) };
      cache.set(key, style);
    }
    return style;
  };
}

/** The themes a highlighter uses unless told otherwise. */
export const DEFAULT_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** shiki's highlighter for a pair of themes, its regex engine, and the languages loaded into it. */
interface ShikiCore {
  readonly highlighter: Awaited<ReturnType<typeof createHighlighter>>;
  readonly regexes: ReturnType<typeof createPretranslatedEngine>;
  readonly loading: Map<string, Promise<boolean>>;
}

/**
 * One shiki highlighter per pair of themes in a thread, shared by the code highlighters made in
 * it. A site build makes one for each content build (the docs, each of their versions, the blog,
 * the pages, and all of them again for each locale): each loaded its grammars again, and none was
 * ever released (shiki warns from ten of them on: a 13-locale site made 65).
 */
const cores = new Map<string, Promise<ShikiCore>>();

function shikiCore(light: string, dark: string): Promise<ShikiCore> {
  const key = `${light}\0${dark}`;
  let core = cores.get(key);
  if (!core) {
    const regexes = createPretranslatedEngine();
    core = createHighlighter({ themes: [light as never, dark as never], langs: [], engine: regexes.engine }).then((highlighter) => ({ highlighter, regexes, loading: new Map() }));
    cores.set(key, core);
    // A failure is not kept: the next highlighter tries again.
    core.catch(() => cores.delete(key));
  }
  return core;
}

/** Creates a highlighter (a build's); languages load on first use, into the thread's shiki highlighter for its themes. */
export async function createCodeHighlighter(options: HighlighterOptions = {}): Promise<CodeHighlighter> {
  const light = options.lightTheme ?? DEFAULT_THEMES.light;
  const dark = options.darkTheme ?? DEFAULT_THEMES.dark;
  const { highlighter, regexes, loading } = await shikiCore(light, dark);
  const lightTheme = highlighter.getTheme(light as never);
  const darkTheme = highlighter.getTheme(dark as never);
  const defaults = { light: lightTheme.fg.toUpperCase(), dark: darkTheme.fg.toUpperCase() };
  const lightStyle = styleResolver(lightTheme);
  const darkStyle = styleResolver(darkTheme);
  const classes = new Map<string, MemoClass>();
  const blockMemo = options.memo;
  // Tokenized lines by language, then by the tokenizer state before the line (see `highlight`).
  const memos = new Map<string, Map<StateStack, Map<string, { tokens: TokenLine; state: StateStack }>>>();
  let memoSize = 0;

  const ensureLanguage = (language: string): Promise<boolean> => {
    let pending = loading.get(language);
    if (!pending) {
      const id = languageId(language);
      pending = id
        ? Promise.all([highlighter.loadLanguage(id as never), regexes.preload(id)]).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false);
      loading.set(language, pending);
    }
    return pending;
  };

  const classFor = (lightColor: string, darkColor: string, style: number): string | undefined => {
    if (lightColor === defaults.light && darkColor === defaults.dark && style === 0) return undefined;
    const key = `${lightColor}|${darkColor}|${style}`;
    let entry = classes.get(key);
    if (!entry) {
      // Named from the colours, not a counter, so parallel workers agree on every name.
      entry = { key, name: `s${fnv1a(key).toString(36)}`, light: ensureContrast(lightColor, false), dark: ensureContrast(darkColor, true), style };
      classes.set(key, entry);
    }
    return entry.name;
  };

  /** One line's scope tokens -> text runs with their class (same-class neighbours merged). */
  const lineTokens = (line: string, tokens: readonly { startIndex: number; endIndex: number; scopes: string[] }[]): TokenLine => {
    // First merge neighbours that look the same in both themes, as the theme-aware tokenizer does.
    const runs: { text: string; key: string; light: Style; dark: Style }[] = [];
    tokens.forEach((token, i) => {
      // The last token runs to the end of the line, whatever the tokenizer says.
      const text = line.slice(token.startIndex, i === tokens.length - 1 ? line.length : Math.min(token.endIndex, line.length));
      if (!text) return;
      const l = lightStyle(token.scopes);
      const d = darkStyle(token.scopes);
      const key = `${l.color}|${d.color}|${l.fontStyle}`;
      const last = runs.at(-1);
      if (last && last.key === key) last.text += text;
      else runs.push({ text, key, light: l, dark: d });
    });
    const out: TokenLine = [];
    for (const run of runs) {
      const cls = /^\s*$/.test(run.text) ? undefined : classFor(run.light.color, run.dark.color, run.light.fontStyle);
      const prev = out.at(-1);
      if (cls === undefined && typeof prev === 'string') out[out.length - 1] = prev + run.text;
      else if (cls !== undefined && Array.isArray(prev) && prev[0] === cls) out[out.length - 1] = [cls, prev[1] + run.text];
      else out.push(cls === undefined ? run.text : [cls, run.text]);
    }
    return out;
  };

  return {
    async highlight(code, language) {
      const lang = language.toLowerCase();
      const remembered = blockMemo?.get(lang, code);
      if (remembered) {
        // Its classes join those met in this build, for the stylesheet (`css`).
        for (const entry of remembered.classes) if (!classes.has(entry.key)) classes.set(entry.key, entry);
        return { lines: remembered.lines, known: true };
      }
      const known = !isPlainLanguage(lang) && (await ensureLanguage(lang));
      if (!known) return { lines: plainLines(code), known: isPlainLanguage(lang) };
      // Tokenize once for scopes and resolve both themes from them: asking shiki for two themes
      // runs the (expensive) tokenizer twice.
      const grammar = highlighter.getLanguage(lang);
      let memo = memos.get(lang);
      if (!memo) memos.set(lang, (memo = new Map()));
      let state: StateStack = INITIAL;
      const lines: TokenLine[] = [];
      for (const line of code.split(/\r?\n/)) {
        if (line === '') {
          lines.push([]);
          continue;
        }
        // A line's tokens depend only on the line and the state before it. Remembered results hand
        // back the same state object, so a repeated run of lines (a command, an import block) is
        // looked up line after line instead of tokenized again.
        let byLine = memo.get(state);
        let entry = byLine?.get(line);
        if (!entry) {
          const result = grammar.tokenizeLine(line, state, TOKENIZE_TIME_LIMIT_MS);
          entry = { tokens: lineTokens(line, result.tokens), state: result.ruleStack };
          if (memoSize < MEMO_LIMIT) {
            if (!byLine) memo.set(state, (byLine = new Map()));
            byLine.set(line, entry);
            memoSize += 1;
          }
        }
        lines.push(entry.tokens);
        state = entry.state;
      }
      if (blockMemo) {
        const used = new Set<string>();
        for (const line of lines) for (const token of line) if (typeof token !== 'string') used.add(token[0]);
        blockMemo.set(lang, code, { lines, classes: [...classes.values()].filter((entry) => used.has(entry.name)) });
      }
      return { lines, known: true };
    },
    css(names) {
      const rules: string[] = [`.hpc-code{color:${ensureContrast(defaults.light, false)}}`, `[data-theme='dark'] .hpc-code{color:${ensureContrast(defaults.dark, true)}}`];
      const wanted = names === undefined ? undefined : new Set(names);
      const entries = [...classes.values()].filter((entry) => wanted === undefined || wanted.has(entry.name));
      for (const { name, light: l, dark: d, style } of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
        const extra = `${style & FONT_STYLE_ITALIC ? ';font-style:italic' : ''}${style & FONT_STYLE_BOLD ? ';font-weight:bold' : ''}`;
        rules.push(`.hpc-code .${name}{color:${l}${extra}}`, `[data-theme='dark'] .hpc-code .${name}{color:${d}}`);
      }
      return rules.join('\n');
    },
  };
}
