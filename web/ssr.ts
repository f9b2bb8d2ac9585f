// The one entry through which server code (functions, events, infra, bin) reaches the site: the server
// renderer, the page document and the data a pre-rendered page embeds. A page rendered at runtime is
// then the page the build would make (test/infra/imports.test.ts holds server code to this file).

export { type DocumentParts, pageDocument } from './document';
export { render, screenModuleOf } from './src/entry-server';
export type { Messages, PageData } from './src/lib/page-data';
