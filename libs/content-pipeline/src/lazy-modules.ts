/**
 * Packages loaded on first use. Every build thread (the main one and each content worker) loads
 * this package's code as it starts, before it can take work; `yaml` and `@xmldom/xmldom` cost
 * about 40 and 25 ms of that each, and most builds need neither: simple frontmatter is read
 * without `yaml` (plugins/simple-yaml.ts), and only a doc with an SVG image needs the XML parser.
 * Both are loaded synchronously, as their callers are, through `require` (each has a CommonJS
 * build, which is also what an `import` of them loads in Node).
 */
import { createRequire } from 'node:module';
import type * as YamlModule from 'yaml';
import type * as XmlDomModule from '@xmldom/xmldom';

type Yaml = typeof YamlModule;
type XmlDom = typeof XmlDomModule;

const load = createRequire(import.meta.url);
let yamlModule: Yaml | undefined;
let xmlDomModule: XmlDom | undefined;

/** The `yaml` package. */
export function yaml(): Yaml {
  return (yamlModule ??= load('yaml') as Yaml);
}

/** The `@xmldom/xmldom` package. */
export function xmlDom(): XmlDom {
  return (xmlDomModule ??= load('@xmldom/xmldom') as XmlDom);
}
