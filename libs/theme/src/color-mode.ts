/**
 * `@hpcdocs/theme/color-mode`: the colour-mode rules without React, for the code that writes a
 * site's pages (its page shell applies the reader's stored mode before first paint).
 */
export { colorModeScript, COLOR_MODE_STORAGE_KEY } from './utils/colorMode.js';
