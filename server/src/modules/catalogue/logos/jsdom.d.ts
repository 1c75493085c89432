// jsdom 29 ships no types (and @types/jsdom lags behind); the SVG sanitiser needs only this much.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    /** A DOM window: typed where it is used (svg-sanitiser.ts), as the server has no DOM lib types. */
    readonly window: unknown;
  }
}
