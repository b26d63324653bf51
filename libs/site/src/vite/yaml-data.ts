/**
 * YAML files of the site imported as data (`import models from '@site/data/models.yaml'`), as
 * JSON files are in any Vite project: the default export is the document, and each top-level key
 * that is a JavaScript name is a named export too. Docusaurus sites that import YAML add a webpack
 * loader for it (which hpcdocs does not run); this is that loader. A file that is not valid YAML
 * fails the build at its line.
 */
import type { Plugin } from 'vite';
import { parse, YAMLParseError } from 'yaml';

const YAML_FILE = /\.ya?ml$/;
const NAME = /^[A-Za-z_$][\w$]*$/;
/** Names a module cannot export as they are. */
const RESERVED = new Set(['default', 'delete', 'class', 'function', 'new', 'return', 'this', 'var', 'let', 'const', 'import', 'export', 'in', 'of', 'if', 'else', 'for', 'while', 'do', 'switch', 'case', 'break', 'continue', 'try', 'catch', 'finally', 'throw', 'typeof', 'instanceof', 'void', 'with', 'yield', 'await', 'enum', 'super', 'extends', 'static', 'null', 'true', 'false']);

export function yamlData(): Plugin {
  return {
    name: 'hpcdocs-yaml-data',
    transform(code, id) {
      if (!YAML_FILE.test(id) || id.includes('/node_modules/')) return undefined;
      let data: unknown;
      try {
        data = parse(code);
      } catch (error) {
        const at = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
        this.error({ message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}`, id, ...(at ? { loc: { file: id, line: at.line, column: at.col - 1 } } : {}) });
      }
      const named = data !== null && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data).filter((key) => NAME.test(key) && !RESERVED.has(key)) : [];
      const lines = [`const data = ${JSON.stringify(data ?? null)};`, 'export default data;', ...named.map((key) => `export const ${key} = data[${JSON.stringify(key)}];`)];
      return { code: `${lines.join('\n')}\n`, map: null };
    },
  };
}
