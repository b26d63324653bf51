/**
 * Packages loaded on first use. Every build thread (the main one and each content worker) loads
 * this package's code as it starts, before it can take work; `yaml`, `@xmldom/xmldom` and
 * `image-size` cost about 40, 25 and 15 ms of that each, and most builds need some of them at
 * most: simple frontmatter is read without `yaml` (plugins/simple-yaml.ts), only a doc with an SVG
 * image needs the XML parser, and only a doc with a local image its size. All are loaded
 * synchronously, as their callers are, through `require` (each has a CommonJS build, which is also
 * what an `import` of `yaml` and `@xmldom/xmldom` loads in Node).
 */
import { createRequire } from 'node:module';
import type * as YamlModule from 'yaml';
import type * as XmlDomModule from '@xmldom/xmldom';
import type * as ImageSizeModule from 'image-size';

type Yaml = typeof YamlModule;
type XmlDom = typeof XmlDomModule;
type ImageSize = typeof ImageSizeModule;

const load = createRequire(import.meta.url);
let yamlModule: Yaml | undefined;
let xmlDomModule: XmlDom | undefined;
let imageSizeModule: ImageSize | undefined;

/** The `yaml` package. */
export function yaml(): Yaml {
  return (yamlModule ??= load('yaml') as Yaml);
}

/** The `@xmldom/xmldom` package. */
export function xmlDom(): XmlDom {
  return (xmlDomModule ??= load('@xmldom/xmldom') as XmlDom);
}

/** The `image-size` package. */
export function imageSizeOf(): ImageSize {
  return (imageSizeModule ??= load('image-size') as ImageSize);
}
