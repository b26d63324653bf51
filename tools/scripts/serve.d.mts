/** Types of serve.mjs: the preview server of @hpcdocs/site, re-exported. */
export * from '../../libs/site/src/preview/server.mjs';
