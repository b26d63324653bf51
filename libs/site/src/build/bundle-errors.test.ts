/**
 * Vite's and Rolldown's build errors, in the shapes they take (seen on real sites), told as problems
 * of the site's code: the file and place, what is wrong and what to do.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleProblems, formatBundleProblem } from './bundle-errors.js';

const root = mkdtempSync(join(tmpdir(), 'hpc-bundle-errors-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const component = join(root, 'src/Box.tsx');
const label = (file: string) => file.replace(`${root}/`, '');
const told = (error: unknown) => bundleProblems(error, root, label).map(formatBundleProblem);

/** A build error as Vite throws it: a summary, with the bundler's errors under `errors`. */
const failed = (...errors: object[]) => Object.assign(new Error(`Build failed with ${errors.length} error:`), { errors });

describe('given an import the bundler cannot resolve', () => {
  it('should name the importing file at the import and the package to install', () => {
    writeFileSync(join(root, 'Box.tsx'), "import React from 'react';\nimport clsx from 'clsx';\n");
    const error = failed(new Error(`[vite]: Rolldown failed to resolve import "clsx" from "${join(root, 'Box.tsx')}".\nThis is most likely unintended because it can break your application at runtime.\nIf you do want to externalize this module explicitly add it to\n\`build.rolldownOptions.external\``));
    expect(told(error)).toEqual(['Box.tsx:2:18: imports "clsx", which is not installed in this site: install it in the site\'s folder (npm i clsx).']);
    const scoped = failed(new Error(`[vite]: Rolldown failed to resolve import "@acme/ui/button" from "${join(root, 'Box.tsx')}".`));
    expect(told(scoped)[0]).toMatch(/\(npm i @acme\/ui\)\.$/);
    const relative = failed(new Error(`[vite]: Rolldown failed to resolve import "./Missing" from "${join(root, 'Box.tsx')}".`));
    expect(told(relative)[0]).toMatch(/imports "\.\/Missing", which does not exist: check the path/);
  });

  it('should say that a Docusaurus theme component or module hpcdocs has no equivalent of is not a package to install', () => {
    const theme = failed(new Error(`[vite]: Rolldown failed to resolve import "@theme/DocItem/Footer" from "${join(root, 'Box.tsx')}".`));
    expect(told(theme)[0]).toMatch(/imports "@theme\/DocItem\/Footer", a Docusaurus theme component hpcdocs has no equivalent of \(it has @theme\/Tabs, .*@theme\/Icon\/ExternalLink.*\): write it in the site \(src\/components\/\) and import it from there\.$/);
    const core = failed(new Error(`[vite]: Rolldown failed to resolve import "@docusaurus/useGlobalData" from "${join(root, 'Box.tsx')}".`));
    expect(told(core)[0]).toMatch(/imports "@docusaurus\/useGlobalData", a Docusaurus module hpcdocs has no equivalent of \(it has @docusaurus\/Link, /);
  });
});

describe('given a stylesheet whose compiler is not installed', () => {
  it('should name the stylesheet and the package to install', () => {
    const error = failed({ code: 'PLUGIN_ERROR', plugin: 'vite:css', hook: 'transform', id: join(root, 'src/Box.module.scss'), message: 'Preprocessor dependency "sass-embedded" not found. Did you install it? Try `npm install -D sass-embedded`.' });
    expect(told(error)).toEqual(['src/Box.module.scss:1:1: is written in Sass, whose compiler is not installed in this site: install it (npm i -D sass).']);
  });
});

describe('given code that does not parse or an export that is not there', () => {
  it('should give the place from the error, or from its code frame', () => {
    const parse = failed({ code: 'PARSE_ERROR', kind: 'PARSE_ERROR', id: join(root, 'src/Box.mdx'), loc: { line: 1, column: 1, file: join(root, 'src/Box.mdx') }, message: '[PARSE_ERROR] Invalid Character ` `\n   ╭─[ src/Box.mdx:1:2 ]' });
    expect(told(parse)).toEqual(['src/Box.mdx:1:2: is not valid JavaScript, TypeScript or JSX: Invalid Character ` `.']);
    const transform = failed({ code: 'PLUGIN_ERROR', kind: 'PLUGIN_ERROR', loc: { line: 1, column: 46 }, message: "[builtin:vite-transform] Unexpected token. Did you mean `{'}'}` or `&rbrace;`?\n   ╭─[ src/Box.tsx:1:47 ]\n   │\n 1 │ export default function Box() { return <div>; }\n" });
    expect(told(transform)).toEqual(["src/Box.tsx:1:47: is not valid JavaScript, TypeScript or JSX: Unexpected token. Did you mean `{'}'}` or `&rbrace;`?"]);
    const missing = failed({ code: 'MISSING_EXPORT', id: component, loc: { line: 1, column: 9, file: component }, message: `"SiteApp" is not exported by "node_modules/@hpcdocs/site/dist/index.js".` });
    expect(told(missing)).toEqual(['src/Box.tsx:1:10: imports "SiteApp" from "@hpcdocs/site", which has no export of that name. Import it from "@hpcdocs/site/app".']);
  });
});

describe('given an error of no known kind', () => {
  it('should keep its first line, without colours, labels or the stack, at the file it names', () => {
    const error = failed({ code: 'PLUGIN_ERROR', id: component, message: '\u001b[31m[plugin some-plugin]\u001b[0m something broke\n    at run (file:///x.js:1:1)' });
    expect(told(error)).toEqual(['src/Box.tsx:1:1: something broke.']);
    expect(told(new Error('Build failed with 1 error:\nError: out of memory'))).toEqual(['the site:1:1: could not be bundled: out of memory.']);
    // Oxc's summary line says nothing: the error under it does.
    expect(told(new Error("Transform failed with 1 error:\n\n\u001b[31m[TSCONFIG_ERROR] \u001b[0mFailed to load tsconfig '@docusaurus/tsconfig': Tsconfig not found\n"))).toEqual(['tsconfig.json:1:1: names a tsconfig to extend that cannot be found (@docusaurus/tsconfig): install it, or remove "extends".']);
    expect(told(new Error('Transform failed with 1 error:\n\nsomething else went wrong'))).toEqual(['the site:1:1: could not be bundled: something else went wrong.']);
  });
});
