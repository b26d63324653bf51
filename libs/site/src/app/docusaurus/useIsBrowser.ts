/**
 * `@docusaurus/useIsBrowser` for a site's own components: false on the server and in the render
 * that hydrates the prerendered page (so both give the same markup), true from then on. A
 * component mounted after the page has hydrated (on a client-side navigation) gets true at once,
 * as under Docusaurus, where the answer comes from a context set once the app has hydrated.
 */
import { useEffect, useState } from 'react';

/** Whether a component of this page has mounted in the browser: the app has hydrated. */
let hydrated = false;

export default function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setBrowser(true);
  }, []);
  return browser;
}
