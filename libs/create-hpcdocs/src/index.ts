/**
 * create-hpcdocs: writes a starter @hpcdocs site (`npm create hpcdocs@latest my-docs`). The same
 * starter is what `hpcdocs init` of @hpcdocs/site writes.
 */
export { init, InitError, ownVersion } from './init.js';
export { STARTER_FILES } from './template.js';
export { main } from './cli.js';

export type { InitOptions, InitResult } from './init.js';
