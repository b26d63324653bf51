#!/usr/bin/env node
/**
 * Deterministic synthetic docs for benchmarks: N docs of realistic structure (frontmatter, 3-6 h2
 * with h3, paragraphs, code blocks in several languages, a table, lists, admonitions, relative
 * links between docs), spread over nested folders with _category_.json files.
 *
 *   node tools/synthetic/generate.mjs --count 1000 --out tmp/synthetic-1000
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

/** Small seeded PRNG (mulberry32) so every run writes the same files. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const WORDS = 'gpu instance cluster node storage volume latency throughput kernel tensor batch model training inference checkpoint dataset shard region quota token request response cache network bandwidth memory scheduler container image driver runtime parallel pipeline optimizer gradient precision replica endpoint metric log'.split(' ');
export const TOPICS = ['Compute', 'Storage', 'Networking', 'Training', 'Inference', 'Operations', 'Security', 'Billing', 'Data', 'Tooling'];
const LANGS = [
  ['bash', (r) => `nvidia-smi --query-gpu=name,memory.used --format=csv\nexport NCCL_DEBUG=INFO\ntorchrun --nproc_per_node=${1 + Math.floor(r() * 8)} train.py`],
  ['python', (r) => `import torch\n\nmodel = torch.nn.Linear(${Math.floor(r() * 4096)}, 1024).cuda()\nfor step in range(100):\n    loss = model(torch.randn(8, model.in_features, device="cuda")).sum()\n    loss.backward()`],
  ['json', (r) => `{\n  "instanceTypeId": "gpu-${Math.floor(r() * 100)}",\n  "billing": { "chargeMode": "perHour", "duration": 1 },\n  "remoteStorages": []\n}`],
  ['yaml', (r) => `resources:\n  gpus: ${1 + Math.floor(r() * 8)}\n  memory: ${16 * (1 + Math.floor(r() * 8))}Gi\nenv:\n  - name: HF_HOME\n    value: /root/dataDisk/hf`],
  ['typescript', (r) => `export async function launch(token: string): Promise<string> {\n  const res = await fetch("/api/instance/create", { method: "POST", headers: { cookie: \`AccessToken=\${token}\` } });\n  return (await res.json()).instanceId as string; // ${Math.floor(r() * 1000)}\n}`],
];
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'];

export function sentence(r, min = 8, max = 20) {
  const n = min + Math.floor(r() * (max - min));
  const words = Array.from({ length: n }, () => WORDS[Math.floor(r() * WORDS.length)]);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}
export const paragraph = (r) => Array.from({ length: 3 + Math.floor(r() * 3) }, () => sentence(r)).join(' ');
export const title = (r) => sentence(r, 2, 5).replace(/\.$/, '').replace(/\b\w/g, (c) => c.toUpperCase());

/** A doc's file: `topic/group-g/doc-i.md` (ten topics, groups of up to ten docs per topic). */
export function docPath(i, count) {
  const topic = TOPICS[i % TOPICS.length].toLowerCase();
  const group = `group-${Math.floor(i / TOPICS.length) % Math.max(1, Math.ceil(count / 100))}`;
  return `${topic}/${group}/doc-${i}.md`;
}

function relative(from, to) {
  const a = from.split('/').slice(0, -1);
  const b = to.split('/');
  let common = 0;
  while (common < a.length && a[common] === b[common]) common += 1;
  return [...Array(a.length - common).fill('..'), ...b.slice(common)].join('/') || '.';
}

function doc(i, count) {
  const r = rng(i + 1);
  const path = docPath(i, count);
  const lines = ['---', `title: ${title(r)} ${i}`, `description: ${sentence(r)}`, `keywords: [${WORDS[i % WORDS.length]}, ${WORDS[(i * 7) % WORDS.length]}, doc${i}]`, `sidebar_position: ${i}`, '---', '', paragraph(r), ''];
  const sections = 3 + Math.floor(r() * 4);
  for (let s = 0; s < sections; s++) {
    lines.push(`## ${title(r)} section ${s}`, '', paragraph(r), '');
    lines.push(`### Details ${s}`, '', paragraph(r), '');
    if (s === 0) {
      const [lang, make] = LANGS[i % LANGS.length];
      lines.push(`\`\`\`${lang} title="example.${lang}" {1}`, make(r), '```', '');
    }
    if (s === 1) {
      const [lang, make] = LANGS[(i + 2) % LANGS.length];
      lines.push(`\`\`\`${lang}`, make(r), '```', '');
      lines.push('| Field | Type | Description |', '|---|---|---|');
      for (let k = 0; k < 4; k++) lines.push(`| \`${WORDS[(i + k) % WORDS.length]}Id\` | string | ${sentence(r, 4, 8)} |`);
      lines.push('');
    }
    if (s === 2) {
      lines.push(`:::${ADMONITIONS[i % ADMONITIONS.length]}[${title(r)}]`, sentence(r), ':::', '');
      lines.push(...Array.from({ length: 4 }, () => `- ${sentence(r, 4, 10)}`), '');
      const target = (i * 31 + 7) % count;
      if (target !== i) lines.push(`See [${title(r)}](${relative(path, docPath(target, count))}) for more.`, '');
    }
  }
  return { path, text: lines.join('\n') };
}

export async function generate(count, out) {
  await rm(out, { recursive: true, force: true });
  const docs = join(out, 'docs');
  const folders = new Set();
  const files = [];
  for (let i = 0; i < count; i++) files.push(doc(i, count));
  for (const f of files) folders.add(f.path.split('/').slice(0, -1).join('/'));
  for (const folder of folders) {
    await mkdir(join(docs, folder), { recursive: true });
    const top = folder.split('/')[0];
    if (!folder.includes('/')) continue;
    await writeFile(join(docs, top, '_category_.json'), JSON.stringify({ label: top.charAt(0).toUpperCase() + top.slice(1), position: TOPICS.findIndex((t) => t.toLowerCase() === top) + 1 }));
  }
  let i = 0;
  const writers = Array.from({ length: 16 }, async () => {
    while (i < files.length) {
      const f = files[i++];
      await writeFile(join(docs, f.path), f.text);
    }
  });
  await Promise.all(writers);
  return { count, out };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '30' }, out: { type: 'string' } } });
  const count = Number(values.count);
  const out = values.out ?? `tmp/synthetic-${count}`;
  await generate(count, out);
  console.log(`Wrote ${count} docs to ${out}`);
}
