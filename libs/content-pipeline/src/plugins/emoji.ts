/**
 * Emoji shortcodes (`:rocket:`, `:+1:`), as Docusaurus renders them: its default remark plugins
 * include remark-emoji, run after heading ids are given and before the table of contents is
 * read. So here: a heading's id is the slug of what was typed (`:muscle: Strength` ->
 * `muscle-strength`, the anchor a Docusaurus site's links use), while the heading, its TOC entry,
 * an opening h1 taken as the title and the search text show the emoji. A shortcode that names no
 * emoji stays as typed; code is left alone.
 */
import { get as emojiNamed } from 'node-emoji';
import remarkEmoji from 'remark-emoji';

/** remark-emoji's pattern of a shortcode. */
const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/g;

/** `text` with its shortcodes as emoji: for the texts remarkHeadings reads before the tree's are replaced. */
export function emojify(text: string): string {
  return text.includes(':') ? text.replace(SHORTCODE, (code) => emojiNamed(code) ?? code) : text;
}

/** The tree's shortcodes as emoji (remark-emoji with Docusaurus' settings: none). */
export const remarkEmojiShortcodes = remarkEmoji;
