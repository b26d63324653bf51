import base, { browserSource } from '../../eslint.config.mjs';

// Only the app layer (src/app) runs in the browser; the rest of the package is the Node side.
export default [...base, { ...browserSource(), files: ['src/app/**/*.ts', 'src/app/**/*.tsx'] }];
