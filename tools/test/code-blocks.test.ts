/**
 * Every code sample in the docs works as written, checked by its language: JSON and JSON Lines parse,
 * CSV rows match the header, shell passes `bash -n` with placeholders filled in, and Python parses and
 * defines or imports every name it uses (a block marked `continues="title"` is checked together with
 * the block it carries on). API samples follow the one convention the API overview states.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_BASE,
  TOKEN_PLACEHOLDER,
  apiSampleProblems,
  bashProblems,
  blocksOf,
  csvProblems,
  docBlocks,
  fillPlaceholders,
  formatProblem,
  isApiSample,
  jsonProblems,
  jsonlProblems,
  pythonProblems,
  removedCommands,
  unpinnedInstalls,
  type DocBlock,
} from './content-lint/code-samples.ts';

const CONTENT_DIR = resolve(import.meta.dirname, '../../content');
/** Checkers spawn bash and python3; the test machine can be busy, so leave plenty of room. */
const SLOW = 120_000;

/** Languages whose blocks are checked, and those that are shown as they are (output, config excerpts). */
const CHECKED = ['bash', 'json', 'jsonl', 'csv', 'python'];
const SHOWN_AS_IS = ['text', 'ini'];

const block = (lang: string, code: string, meta = ''): DocBlock => ({ file: 'docs/x.md', line: 3, info: `${lang} ${meta}`.trim(), lang, meta, code });
const messages = (problems: { message: string }[]): string[] => problems.map((p) => p.message);

describe('given snippets that are broken on purpose', () => {
  it('should reject JSON with a trailing comma or a fragment that is not an object', () => {
    expect(jsonProblems(block('json', '{"a": 1,}'))).toHaveLength(1);
    expect(jsonProblems(block('json', '"remoteStorages": []'))).toHaveLength(1);
    expect(jsonProblems(block('json', '{"a": [1, 2]}'))).toEqual([]);
  });

  it('should name the JSON Lines line that does not parse', () => {
    expect(messages(jsonlProblems(block('jsonl', '{"a": 1}\n{"b": }\n')))).toEqual([expect.stringContaining('line 2')]);
  });

  it('should reject a CSV row wider than its header, and accept quoted commas', () => {
    expect(csvProblems(block('csv', 'text\n"a, b"\n'))).toEqual([]);
    expect(messages(csvProblems(block('csv', 'path,text\nx,y,z\n')))).toEqual(['CSV line 2 has 3 fields, the header 2']);
  });

  it('should fill placeholders before bash reads them, so <node-port> is not a redirection', () => {
    expect(fillPlaceholders("ssh -p <node-port> <user>@<ssh-address> 'cat <<EOF'")).toBe(
      "ssh -p PLACEHOLDER_node_port PLACEHOLDER_user@PLACEHOLDER_ssh_address 'cat <<EOF'",
    );
  });

  it('should report a shell syntax error and pass a correct script', () => {
    const problems = bashProblems([block('bash', 'if true; then\n  echo ok\nfi'), block('bash', 'for f in *; do\n  echo "$f"\n'), block('bash', 'ssh -p <node-port> <user>@<ssh-address>')]);
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^bash -n: .*syntax error/)]);
  }, SLOW);

  it('should report Python that does not parse, and a name the block never binds', () => {
    const problems = pythonProblems([
      block('python', 'def f(:\n    pass'),
      block('python', 'stream = client.chat.completions.create(model="m")\nprint(stream)'),
      block('python', 'import os\nfor i, (a, *b) in enumerate([]):\n    print(os.sep, i, a, b, [x for x in b])\nwith open("f") as fh, open("g") as gh:\n    pass\ntry:\n    pass\nexcept OSError as err:\n    print(err, fh, gh)'),
    ]);
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining('does not parse'), 'python: uses `client`, which the sample never defines or imports']);
    expect(problems.map((p) => p.block.line)).toEqual([4, 4]);
  }, SLOW);

  it('should check a block marked as a continuation together with the block it continues', () => {
    const [first, second, orphan] = blocksOf(
      'docs/x.md',
      '```python title="setup.py"\nimport requests\n```\n\n```python continues="setup.py"\nrequests.get("u")\n```\n\n```python continues="nowhere.py"\nprint(1)\n```\n',
    );
    expect(second?.continues).toBe('setup.py');
    expect(pythonProblems([first as DocBlock, second as DocBlock])).toEqual([]);
    expect(messages(pythonProblems([second as DocBlock]))).toEqual([expect.stringContaining('no earlier python block')]);
    expect(messages(pythonProblems([orphan as DocBlock]))).toEqual([expect.stringContaining('continues="nowhere.py"')]);
  }, SLOW);

  it('should accept an API call written the documented way', () => {
    const curl = `curl --fail-with-body '${API_BASE}/instance/stop' \\\n  -H 'content-type: application/json' \\\n  -b 'AccessToken=${TOKEN_PLACEHOLDER}' \\\n  --data-raw '{"instanceId": "<instance-id>"}'`;
    expect(apiSampleProblems(block('bash', curl))).toEqual([]);
    const python = [
      'import requests',
      `resp = requests.post("${API_BASE}/instance/stop", json={"instanceId": "<instance-id>"},`,
      `                     cookies={"AccessToken": "${TOKEN_PLACEHOLDER}"}, timeout=30)`,
      'resp.raise_for_status()',
      'if "message" in resp.json():',
      '    raise SystemExit(resp.json()["message"])',
    ].join('\n');
    expect(apiSampleProblems(block('python', python))).toEqual([]);
  });

  it('should reject another host, another token placeholder, a missing cookie or flag, and status-code branching', () => {
    const curl = "curl 'https://www.hpc-ai.com/api/instance/list' -H 'content-type: application/json' -b 'AccessToken=your_token_here' --data-raw '{}'";
    expect(apiSampleProblems(block('bash', curl))).toEqual([
      `calls https://www.hpc-ai.com/api; API samples use ${API_BASE}`,
      '"your_token_here" is not the documented placeholder style; write <like-this>',
      expect.stringContaining('curl without --fail-with-body'),
      expect.stringContaining('token written as "your_token_here"'),
    ]);
    expect(apiSampleProblems(block('bash', `curl --fail-with-body ${API_BASE}/instance/list -H 'content-type: application/json' --data-raw '{}'`))).toEqual([
      expect.stringContaining('without the AccessToken cookie'),
    ]);
    const python = `import requests\nr = requests.post("${API_BASE}/instance/delete", json={}, cookies={"AccessToken": "<TOKEN>"})\nif r.status_code == 404:\n    pass`;
    expect(apiSampleProblems(block('python', python))).toEqual([
      'placeholder <TOKEN> is not written <lower-case-with-hyphens>',
      'token written as "<TOKEN>"; use "<your-access-token>" or a variable',
      'no raise_for_status(): an HTTP error must stop the sample',
      'never looks at the "message" field that carries API errors',
      'branches on a particular HTTP status code, which the API does not document',
    ]);
  });
});

describe('given install commands', () => {
  it('should name unpinned packages and accept pins, bounds, paths, files and fixed git refs', () => {
    const code = [
      'pip install --upgrade pip',
      'pip install "sglang[all]" "huggingface_hub==0.34.4" "vllm>=0.8.3" > install.log',
      'pip install -c constraints.txt -v . -r requirements.txt "cmake>=3.16,<4" --index-url https://download.pytorch.org/whl/cu121',
      'pip install git+https://github.com/org/repo.git git+https://github.com/org/other.git@v0.1.0',
    ].join('\n');
    expect(unpinnedInstalls(code)).toEqual(['sglang[all]', 'vllm>=0.8.3', 'git+https://github.com/org/repo.git']);
  });

  it('should flag huggingface-cli, which huggingface_hub 1.0 removed', () => {
    expect(removedCommands('huggingface-cli download org/model --local-dir x\nhf download org/model')).toEqual(['huggingface-cli download org/model --local-dir x']);
  });
});

describe('given the code blocks of the docs', () => {
  const blocks = docBlocks(CONTENT_DIR);
  const of = (lang: string): DocBlock[] => blocks.filter((b) => b.lang === lang);

  it('should use only languages that are checked or shown as they are', () => {
    const unknown = blocks.filter((b) => !CHECKED.includes(b.lang) && !SHOWN_AS_IS.includes(b.lang));
    expect(unknown.map((b) => `${b.file}:${b.line}: ${b.lang}`)).toEqual([]);
  });

  it('should hold JSON, JSON Lines and CSV that parse', () => {
    expect(of('json').length).toBeGreaterThan(20);
    const problems = [...of('json').flatMap(jsonProblems), ...of('jsonl').flatMap(jsonlProblems), ...of('csv').flatMap(csvProblems)];
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('should hold shell that bash parses once placeholders are filled in', () => {
    expect(of('bash').length).toBeGreaterThan(100);
    expect(bashProblems(of('bash')).map(formatProblem)).toEqual([]);
  }, SLOW);

  it('should pin every package it installs and use no removed command', () => {
    const problems = of('bash').flatMap((b) => [
      ...unpinnedInstalls(b.code).map((pkg) => `${b.file}:${b.line}: unpinned install of ${pkg}`),
      ...removedCommands(b.code).map((cmd) => `${b.file}:${b.line}: removed command: ${cmd}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('should hold Python that parses and uses only names it defines or imports', () => {
    expect(of('python').length).toBeGreaterThan(20);
    expect(pythonProblems(of('python')).map(formatProblem)).toEqual([]);
  }, SLOW);

  it('should write every API sample with the host, cookie, placeholders and error handling the overview states', () => {
    const samples = blocks.filter((b) => (b.lang === 'bash' || b.lang === 'python') && (isApiSample(b.code) || b.file.startsWith('docs/api/')));
    expect(samples.length).toBeGreaterThan(25);
    const problems = samples.flatMap((b) => apiSampleProblems(b).map((message) => formatProblem({ block: b, message })));
    expect(problems).toEqual([]);
    // The JSON on API pages uses the same placeholder style as the samples.
    const apiJson = blocks.filter((b) => b.lang === 'json' && b.file.startsWith('docs/api/'));
    expect(apiJson.flatMap((b) => (b.code.match(/\b(?:your_\w+|\w+_here)\b/g) ?? []).map((w) => `${b.file}:${b.line}: ${w}`))).toEqual([]);
  });

  it('should state that convention once, in the API overview', () => {
    const overview = readFileSync(resolve(CONTENT_DIR, 'docs/api/index.mdx'), 'utf8');
    const section = overview.split(/^## /m).find((s) => s.startsWith('Errors, limits and conventions'));
    expect(section, 'an "Errors, limits and conventions" section').toBeDefined();
    for (const fact of [API_BASE, 'AccessToken', TOKEN_PLACEHOLDER, '--fail-with-body', 'raise_for_status', 'message']) {
      expect(section, fact).toContain(fact);
    }
  });
});
