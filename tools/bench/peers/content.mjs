/**
 * The synthetic docs every framework of the peers benchmark builds: one seeded source model
 * (Docusaurus-style: frontmatter title/description/sidebar_position, h2/h3, paragraphs,
 * admonitions, fenced code in eight languages, tables, lists, links between docs, nested folders
 * as categories), rendered to each framework's Markdown dialect by the adapters in frameworks.mjs.
 *
 * The model is plain data rather than Markdown so that an adapter changes only the syntax a
 * framework needs (an admonition, a code title, a link) and never the text: every site holds the
 * same words, which is what the search figures and page weights compare.
 */

import { docPath as syntheticDocPath, paragraph, rng, sentence, title, TOPICS, WORDS } from '../../synthetic/generate.mjs';

// The seeded PRNG and the vocabulary of our own synthetic docs (tools/synthetic/generate.mjs), so
// every run writes the same words.
export { TOPICS };

/** A word every site's search must find (it is in WORDS, so in nearly every doc). */
export const SEARCH_WORD = 'checkpoint';

/** The doc every framework's page weights are read from, and the one the warm rebuild edits. */
export const SAMPLE_DOC = 'compute/group-0/doc-0';
export const EDITED_DOC = 'storage/group-0/doc-1';

const CODE = {
  ts: (r) => `export async function launch(token: string): Promise<string> {\n  const res = await fetch('/api/instance/create', { method: 'POST', headers: { authorization: token } });\n  return (await res.json()).instanceId as string; // ${Math.floor(r() * 1000)}\n}`,
  js: (r) => `const batch = ${1 + Math.floor(r() * 64)};\nexport function shards(items) {\n  return items.reduce((out, item, i) => ((out[i % batch] ??= []).push(item), out), []);\n}`,
  python: (r) => `import torch\n\nmodel = torch.nn.Linear(${Math.floor(r() * 4096)}, 1024).cuda()\nfor step in range(100):\n    loss = model(torch.randn(8, model.in_features, device="cuda")).sum()\n    loss.backward()`,
  bash: (r) => `nvidia-smi --query-gpu=name,memory.used --format=csv\nexport NCCL_DEBUG=INFO\ntorchrun --nproc_per_node=${1 + Math.floor(r() * 8)} train.py`,
  json: (r) => `{\n  "instanceTypeId": "gpu-${Math.floor(r() * 100)}",\n  "billing": { "chargeMode": "perHour", "duration": 1 },\n  "remoteStorages": []\n}`,
  yaml: (r) => `resources:\n  gpus: ${1 + Math.floor(r() * 8)}\n  memory: ${16 * (1 + Math.floor(r() * 8))}Gi\nenv:\n  - name: HF_HOME\n    value: /root/dataDisk/hf`,
  go: (r) => `package main\n\nimport "fmt"\n\nfunc main() {\n\tfor i := 0; i < ${1 + Math.floor(r() * 16)}; i++ {\n\t\tfmt.Println("replica", i)\n\t}\n}`,
  rust: (r) => `fn main() {\n    let shards: Vec<u32> = (0..${1 + Math.floor(r() * 32)}).collect();\n    for s in &shards {\n        println!("shard {s}");\n    }\n}`,
};
const LANGS = Object.keys(CODE);
/** The four kinds every framework has in some spelling (frameworks.mjs maps them). */
export const ADMONITIONS = ['note', 'tip', 'warning', 'danger'];

/** A doc's path without extension: our generator's file without `.md`. */
const docPath = (i, count) => syntheticDocPath(i, count).slice(0, -'.md'.length);

/**
 * Doc `i` of `count`: { path, title, description, position, blocks }, each block one of
 * p, h2, h3, code, table, list, admonition, link (a sentence linking to another doc's path).
 */
function doc(i, count) {
  const r = rng(i + 1);
  const path = docPath(i, count);
  const blocks = [{ type: 'p', text: paragraph(r) }];
  const sections = 3 + Math.floor(r() * 4);
  for (let s = 0; s < sections; s++) {
    blocks.push({ type: 'h2', text: `${title(r)} section ${s}` }, { type: 'p', text: paragraph(r) });
    blocks.push({ type: 'h3', text: `Details ${s}` }, { type: 'p', text: paragraph(r) });
    if (s === 0) {
      const lang = LANGS[i % LANGS.length];
      blocks.push({ type: 'code', lang, title: `example.${lang}`, highlight: 1, text: CODE[lang](r) });
    }
    if (s === 1) {
      const lang = LANGS[(i + 3) % LANGS.length];
      blocks.push({ type: 'code', lang, text: CODE[lang](r) });
      const rows = Array.from({ length: 4 }, (_, k) => [`\`${WORDS[(i + k) % WORDS.length]}Id\``, 'string', sentence(r, 4, 8)]);
      blocks.push({ type: 'table', head: ['Field', 'Type', 'Description'], rows });
    }
    if (s === 2) {
      blocks.push({ type: 'admonition', kind: ADMONITIONS[i % ADMONITIONS.length], title: title(r), text: sentence(r) });
      blocks.push({ type: 'list', items: Array.from({ length: 4 }, () => sentence(r, 4, 10)) });
      const target = (i * 31 + 7) % count;
      if (target !== i) blocks.push({ type: 'link', before: 'See', text: title(r), target: docPath(target, count), after: 'for more.' });
    }
  }
  return { path, title: `${title(r)} ${i}`, description: sentence(r), position: i, blocks };
}

/** The whole synthetic site of `count` docs, and its categories (top folders, in order). */
export function model(count) {
  const docs = Array.from({ length: count }, (_, i) => doc(i, count));
  const categories = TOPICS.map((label, position) => ({ dir: label.toLowerCase(), label, position: position + 1 })).filter((c) => docs.some((d) => d.path.startsWith(`${c.dir}/`)));
  return { docs, categories };
}

/** The relative path from doc `from` to doc `to` (both without extension), as a Markdown link sees it. */
export function relativePath(from, to) {
  const a = from.split('/').slice(0, -1);
  const b = to.split('/');
  let common = 0;
  while (common < a.length && a[common] === b[common]) common += 1;
  return [...Array(a.length - common).fill('..'), ...b.slice(common)].join('/');
}

/**
 * A doc's body as Markdown. `dialect` gives what differs per framework:
 *   admonition(kind, title, text) -> lines; codeMeta(block) -> the text after the language;
 *   link(fromPath, toPath) -> the link target; h1 -> whether the body starts with `# title`
 *   (frameworks that do not render the frontmatter title as the page heading).
 */
export function renderBody(d, dialect) {
  const lines = dialect.h1 ? [`# ${d.title}`, ''] : [];
  for (const b of d.blocks) {
    if (b.type === 'p') lines.push(b.text, '');
    else if (b.type === 'h2') lines.push(`## ${b.text}`, '');
    else if (b.type === 'h3') lines.push(`### ${b.text}`, '');
    else if (b.type === 'code') lines.push(`\`\`\`${b.lang}${dialect.codeMeta(b)}`, b.text, '```', '');
    else if (b.type === 'table') lines.push(`| ${b.head.join(' | ')} |`, `|${b.head.map(() => '---').join('|')}|`, ...b.rows.map((row) => `| ${row.join(' | ')} |`), '');
    else if (b.type === 'list') lines.push(...b.items.map((item) => `- ${item}`), '');
    else if (b.type === 'admonition') lines.push(...dialect.admonition(b.kind, b.title, b.text), '');
    else if (b.type === 'link') lines.push(`${b.before} [${b.text}](${dialect.link(d.path, b.target)}) ${b.after}`, '');
  }
  return lines.join('\n');
}

/** Frontmatter lines from a flat object (string values quoted as JSON, which is valid YAML). */
export function frontmatter(fields) {
  const yaml = (value, indent) =>
    typeof value === 'object'
      ? `\n${Object.entries(value).map(([k, v]) => `${indent}  ${k}: ${yaml(v, `${indent}  `)}`).join('\n')}`
      : typeof value === 'string'
        ? JSON.stringify(value)
        : String(value);
  return ['---', ...Object.entries(fields).map(([k, v]) => `${k}: ${yaml(v, '')}`), '---', ''].join('\n');
}

/** Text appended to the edited doc before each warm rebuild (a paragraph, no new headings or links). */
export const EDIT_TEXT = '\n\nOne more paragraph about GPU instances and checkpoint storage, added by the peers benchmark.\n';
