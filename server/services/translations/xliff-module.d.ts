/** The parts of the `xliff` package (locize) this project uses; the package ships no types. */
declare module 'xliff' {
  export interface XliffUnit {
    source?: unknown;
    target?: unknown;
    note?: string | string[];
    additionalAttributes?: Record<string, string | number>;
  }
  export interface XliffJs {
    sourceLanguage: string;
    targetLanguage?: string;
    resources: Record<string, Record<string, XliffUnit>>;
  }
  export function js2xliff(obj: XliffJs, options?: { indent?: string }): Promise<string>;
  export function jsToXliff12(obj: XliffJs, options?: { indent?: string }): Promise<string>;
  export function xliff2js(xml: string): Promise<XliffJs>;
  export function xliff12ToJs(xml: string): Promise<XliffJs>;
}
