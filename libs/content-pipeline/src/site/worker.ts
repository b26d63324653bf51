/**
 * Worker thread: processes the chunks of docs the pool sends (see workers.ts). Code blocks come
 * back as plain lines with a count per doc; the main thread colours them (see deferred-code.ts),
 * so this thread never loads shiki. The pool starts it before the work is known; a `setup` message
 * brings the site's permalinks first.
 */
import { parentPort } from 'node:worker_threads';
import { createPlainHighlighter } from './deferred-code.js';
import { processDoc, type MarkdownOptions } from './process-doc.js';
import type { FromWorker, ToWorker, WorkerResult } from './workers.js';

let permalinks = new Map<string, string>();
let baseUrl = '/';
let contentDir = '';
let components: readonly string[] = [];
let siteDir: string | undefined;
let markdown: MarkdownOptions | undefined;
const highlighter = createPlainHighlighter();
const port = parentPort;
// Chunks are processed one after another, in the order they arrive.
let queue = Promise.resolve();
port?.on('message', (message: ToWorker) => {
  queue = queue.then(async () => {
    let reply: FromWorker;
    if (message.type === 'setup') {
      permalinks = new Map(message.permalinks);
      baseUrl = message.baseUrl;
      contentDir = message.contentDir;
      components = message.components;
      siteDir = message.siteDir;
      markdown = message.markdown;
      return;
    }
    if (message.type === 'finish') reply = { type: 'done' };
    else {
      const results: WorkerResult[] = [];
      for (const input of message.inputs) {
        highlighter.reset();
        // The same objects for every doc: the worker keeps one processor for the build.
        const doc = await processDoc(input, { highlighter, permalinks, baseUrl, contentDir, components, ...(siteDir ? { siteDir } : {}), ...(markdown ? { markdown } : {}) });
        results.push({ doc, codeBlocks: highlighter.blocks });
      }
      reply = { type: 'results', start: message.start, results };
    }
    port.postMessage(reply);
  });
});
