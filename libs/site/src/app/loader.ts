/**
 * The one script a built page runs before its load event. The page is prerendered and complete
 * without JavaScript; the app (React, the theme, the router, search) is what makes it interactive,
 * and it loads after first paint: once the page has loaded and the browser is idle, or at the
 * reader's first interaction, whichever comes first. A click on a link of the site before the app
 * is there waits for it and then navigates as the app does (client-side); if the app cannot load,
 * the link is followed as a plain link.
 *
 * It imports nothing: the build keeps it a file of its own, about a kilobyte gzipped, and measures it
 * against the `criticalJs` budget (see build/budgets.ts). Its element says where the app is:
 * `data-app`, the client entry, and `data-preload`, the chunks that entry imports, each after the
 * chunks it imports (fetched alongside it, then evaluated in that order, a task each); the page's
 * own modules (its components) are in the page's boot data.
 */

// Copies of LOADER_ELEMENT_ID (vite/html.ts) and BOOT_ELEMENT_ID (app/boot.ts): this file imports
// nothing, or the build would give it a chunk shared with the app to fetch before the load event.
/** Id of the loader's `<script>` element. */
const LOADER_ID = 'hpcdocs-loader';
/** Id of the boot data element. */
const BOOT_ID = '__hpc_boot';
/** Longest wait for the app after a click before the link is followed as a plain link. */
const CLICK_PATIENCE_MS = 10_000;
/** A wait for the app after a click longer than this shows a progress bar, as the app's navigations do. */
const PROGRESS_AFTER_MS = 200;

const element = document.getElementById(LOADER_ID);
const app = element?.dataset['app'];
const preloads = (element?.dataset['preload'] ?? '').split(' ').filter(Boolean);

/** The page's own modules from its boot data (none when it has none or it is unreadable). */
function pageModules(): string[] {
  try {
    const boot = JSON.parse(document.getElementById(BOOT_ID)?.textContent ?? 'null') as { modules?: unknown } | null;
    return Array.isArray(boot?.modules) ? boot.modules.filter((m): m is string => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

let started: Promise<unknown> | null = null;

/** Resolves in a later task, so that what follows runs after the browser has had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Loads the app (once), with its modules fetched side by side rather than one after another. */
function start(): Promise<unknown> {
  if (started) return started;
  if (!app) {
    started = Promise.reject(new Error('the page names no app to load'));
    return started;
  }
  for (const href of [...preloads, ...pageModules()]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // The entry's chunks one by one, each evaluated in a task of its own (a module graph is evaluated
  // in one go, and the whole app at once is a long task on a slow phone), then the entry.
  started = preloads
    .reduce<Promise<unknown>>((previous, href) => previous.then(() => import(/* @vite-ignore */ href)).then(nextTask), Promise.resolve())
    .then(() => import(/* @vite-ignore */ app));
  return started;
}


const hydrated = () => document.documentElement.hasAttribute('data-hydrated');

/** Resolves once the app has hydrated the page. */
function whenHydrated(): Promise<void> {
  return new Promise((resolve) => {
    if (hydrated()) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

let ready: Promise<void> | null = null;
/**
 * Resolves once the app has loaded and hydrated the page (loading it now if it is not on its way),
 * rejects if it cannot load: what the reader did before then is replayed on it (below).
 */
function appReady(): Promise<void> {
  ready ??= start().then(whenHydrated);
  return ready;
}
const ignore = () => undefined;

/**
 * Shows a bar at the top of the page after {@link PROGRESS_AFTER_MS} (the app's own bar is not
 * there yet); returns what removes it. Styled through the CSSOM, which the site's
 * Content-Security-Policy allows, in the theme's primary colour.
 */
function progressAfterDelay(): () => void {
  let bar: HTMLDivElement | null = null;
  const timer = setTimeout(() => {
    bar = document.createElement('div');
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    Object.assign(bar.style, { position: 'fixed', top: '0', left: '0', zIndex: '1001', height: '3px', width: '100%', background: 'var(--hpc-color-primary, #2563eb)', transformOrigin: 'left' });
    document.body.append(bar);
    bar.animate?.([{ transform: 'scaleX(0.1)' }, { transform: 'scaleX(0.9)' }], { duration: 3000, easing: 'ease-out', fill: 'forwards' });
  }, PROGRESS_AFTER_MS);
  return () => {
    clearTimeout(timer);
    bar?.remove();
  };
}

/** The link a click would follow inside this tab, when it is a plain click on one of the site's pages. */
function linkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || !anchor.href || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? anchor : null;
}

/**
 * For a click the app must handle: `then` once the app has hydrated, `otherwise` when it cannot
 * start or has not within {@link CLICK_PATIENCE_MS}; the progress bar shows while the reader waits.
 */
function afterApp(then: () => void, otherwise: () => void): void {
  const progress = progressAfterDelay();
  let timer = 0;
  const patience = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new Error('the app did not start')), CLICK_PATIENCE_MS);
  });
  // Whichever comes first, the other is over: the timer does not stay behind the app's start.
  const done = () => {
    window.clearTimeout(timer);
    progress();
  };
  Promise.race([appReady(), patience]).then(
    () => {
      done();
      then();
    },
    () => {
      done();
      otherwise();
    },
  );
}

// A click on a link before the app is there: the app follows it once it has hydrated (clicking the
// same link again, where the router now listens); a plain navigation when it cannot start.
document.addEventListener(
  'click',
  (event) => {
    if (hydrated()) return;
    const anchor = linkOf(event);
    if (!anchor) return;
    event.preventDefault();
    afterApp(
      () => anchor.click(),
      () => window.location.assign(anchor.href),
    );
  },
  { capture: true },
);

// A click on a button that opens something (`aria-expanded`: a sidebar category, a dropdown)
// before the app is there: it has no handler yet, and what a collapsed category opens is not in
// the page (its items come with the site data, see the theme's Sidebar). The click is kept from
// the page (React may already be listening while it hydrates, and would act on it too) and made
// again on the same button once the app has hydrated, with the site data: the category opens with
// its items. When the app cannot start, the click is forgotten, as it would be without the loader.
document.addEventListener(
  'click',
  (event) => {
    if (hydrated() || event.button !== 0) return;
    const button = event.target instanceof Element ? event.target.closest('button[aria-expanded]') : null;
    if (!(button instanceof HTMLButtonElement) || button.disabled) return;
    event.stopPropagation();
    event.preventDefault();
    afterApp(() => {
      if (button.isConnected) button.click();
    }, ignore);
  },
  { capture: true },
);

// The search shortcut (ctrl+K, cmd+K on a Mac) pressed before the app is there: kept from the browser
// (which would focus a search of its own) and pressed again once the app has hydrated, where the
// search box listens for it. (The same test as isSearchShortcut in @hpcdocs/search, which this file
// cannot import.)
const isSearchShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
document.addEventListener(
  'keydown',
  (event) => {
    if (hydrated() || !isSearchShortcut(event)) return;
    event.preventDefault();
    const again = { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true, cancelable: true };
    appReady().then(() => document.dispatchEvent(new KeyboardEvent('keydown', again)), ignore);
  },
  { capture: true },
);

// Text typed into a field (the search box) before the app is there: hydration sets a field React
// controls back to its rendered value, so what was typed is put back once the app has hydrated,
// through the field's own value setter and an input event, as if typed then: the app's state
// takes it up (the search box searches for it).
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
function retype(): void {
  for (const [node, value] of typed) {
    if (!node.isConnected || node.value === value) continue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(node) as object, 'value')?.set?.call(node, value);
    node.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === node) node.setSelectionRange(value.length, value.length);
  }
  typed.clear();
}
document.addEventListener(
  'input',
  (event) => {
    const field = event.target;
    if (hydrated() || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (typed.size === 0) appReady().then(retype, ignore);
    typed.set(field, field.value);
  },
  { capture: true },
);

// A link hovered before the app is there: its mouse-enter (which prefetches the page) came before
// the app listened, so it is sent again once the app has hydrated, if the pointer is still on it.
let hovered: HTMLAnchorElement | null = null;
function rehover(): void {
  if (hovered?.isConnected && hovered.matches(':hover')) hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, cancelable: true, relatedTarget: null }));
}
document.addEventListener(
  'pointerover',
  (event) => {
    if (hydrated()) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (hovered === null && anchor) appReady().then(rehover, ignore);
    if (anchor) hovered = anchor;
  },
  { capture: true, passive: true },
);

// The reader's first interaction starts the app at once: the search box, the menu and prefetching
// links on hover need it.
const EARLY = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'touchstart'] as const;
const onEarly = () => {
  for (const type of EARLY) document.removeEventListener(type, onEarly, true);
  void start().catch(ignore);
};
for (const type of EARLY) document.addEventListener(type, onEarly, { capture: true, passive: true });

// Otherwise after the load event, when the browser is idle.
const whenIdle = (run: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 1));
const afterLoad = () => whenIdle(() => void start().catch(ignore));
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });

export {};
