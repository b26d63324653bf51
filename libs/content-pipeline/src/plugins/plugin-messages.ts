/**
 * Messages other plugins leave on the file (`file.message()`: the site's own plugins, or
 * rehype-katex on math it cannot render) become the doc's warnings, at their place, so they are
 * printed with the build's other problems instead of being lost.
 */
import type { Root } from 'hast';
import type { Plugin } from 'unified';
import { docData } from './context.js';

export const rehypePluginMessages: Plugin<[], Root> = () => (_tree, file) => {
  const warnings = docData(file).warnings;
  for (const message of file.messages) {
    // rehype-katex says only that it failed; the reason is KaTeX's error, its cause.
    const cause = message.cause instanceof Error ? `: ${message.cause.message}` : '';
    warnings.push({
      file: file.path || '<input>',
      line: message.line ?? 1,
      column: message.column ?? 1,
      message: `${message.reason}${cause}${message.source ? ` (${message.source})` : ''}`,
    });
  }
};
