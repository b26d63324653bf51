/**
 * For stories and tests that set a colour mode: forgets the stored choice and the painted theme.
 * Use it as a story's `beforeEach`: it cleans up before the story, and the function it returns
 * cleans up after it.
 */
import { COLOR_MODE_STORAGE_KEY } from '../utils/colorMode.js';

export function forgetColorModeChoice(): () => void {
  const reset = () => {
    window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    document.documentElement.removeAttribute('data-theme');
  };
  reset();
  return reset;
}
