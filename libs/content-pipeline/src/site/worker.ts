/** Worker thread: processes the chunks of docs the pool sends, with its own highlighter (see workers.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { createCodeHighlighter } from '../highlighter.js';
import { processDoc } from './process-doc.js';
import type { FromWorker, ToWorker } from './workers.js';

interface Setup {
  readonly permalinks: [string, string][];
  readonly baseUrl: string;
}

const setup = workerData as Setup;
const permalinks = new Map(setup.permalinks);
const highlighter = await createCodeHighlighter();
const port = parentPort;
// Chunks are processed one after another, in the order they arrive.
let queue = Promise.resolve();
port?.on('message', (message: ToWorker) => {
  queue = queue.then(async () => {
    let reply: FromWorker;
    if (message.type === 'finish') reply = { type: 'css', css: highlighter.css() };
    else {
      const results = [];
      for (const input of message.inputs) results.push(await processDoc(input, { highlighter, permalinks, baseUrl: setup.baseUrl }));
      reply = { type: 'results', start: message.start, results };
    }
    port.postMessage(reply);
  });
});
