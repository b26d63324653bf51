/**
 * Keys of a Docusaurus config that a team moving its site may copy into hpcdocs.config.ts. The
 * schema calls them unknown like any other key; this adds what takes their place here, and where
 * the README says more ("Coming from Docusaurus" in the @hpcdocs/site README).
 */

/** Docusaurus' top-level config keys that hpcdocs does not take, with what to do instead. */
const DOCUSAURUS_KEYS: Readonly<Record<string, string>> = {
  presets: "the classic preset's docs options go under `docs`, its `theme.customCss` under `customCss`",
  themeConfig: '`navbar`, `footer`, `announcementBar` and `colorMode` are top-level keys here',
  themes: 'themes are not read; the theme is built in, and `customCss` restyles it',
  onBrokenMarkdownLinks: '`onBrokenLinks` covers links written in Markdown too',
  organizationName: 'deployment settings are not needed: the build is a folder of static files',
  projectName: 'deployment settings are not needed: the build is a folder of static files',
  deploymentBranch: 'deployment settings are not needed: the build is a folder of static files',
  githubHost: 'deployment settings are not needed: the build is a folder of static files',
  githubPort: 'deployment settings are not needed: the build is a folder of static files',
  clientModules: 'use `app` to wrap the site in a component of your own, and `customCss` for styles',
  staticDirectories: '`staticDir` names the one static folder',
  noIndex: 'not supported yet',
  future: 'not needed: there is nothing to opt into',
  webpack: 'the bundler is Vite, configured by the site itself',
};

const README = 'see "Coming from Docusaurus" in the @hpcdocs/site README';

/**
 * A schema problem line (`i18n: unknown key. Allowed here: ...`) about a top-level Docusaurus key,
 * with what takes its place instead of the list of keys; any other line as it is.
 */
export function withDocusaurusHint(line: string): string {
  const key = /^([A-Za-z][\w]*): unknown key/.exec(line)?.[1];
  const instead = key && Object.hasOwn(DOCUSAURUS_KEYS, key) ? DOCUSAURUS_KEYS[key] : undefined;
  // The list of this config's keys says less than what takes the Docusaurus key's place.
  return instead ? `${line.replace(/ Allowed here: .*$/, '')} "${key}" is a Docusaurus setting: ${instead} (${README}).` : line;
}
