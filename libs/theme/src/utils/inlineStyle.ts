/**
 * A `style` attribute as the pipeline writes it (`height:0.68em;vertical-align:-0.2em`, only on
 * math, only sizes and offsets) -> the object React needs: a string `style` prop makes React throw.
 */
export function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[name] = declaration.slice(colon + 1).trim();
  }
  return style;
}
