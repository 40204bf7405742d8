/**
 * The little of jsdom the API uses (a window for DOMPurify). Not @types/jsdom: it brings the
 * DOM library into the whole API's types, where Node's Blob and fetch types then clash.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}
