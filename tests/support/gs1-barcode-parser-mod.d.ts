/** gs1-barcode-parser-mod ships no types: the part the label tests use (CommonJS: a default import). */
declare module 'gs1-barcode-parser-mod' {
  export type ParsedElement = { ai: string; dataTitle: string; data: unknown; unit: string; raw?: string };
  const parser: {
    parseBarcode: (barcode: string) => { codeName: string; parsedCodeItems: ParsedElement[] };
  };
  export default parser;
}
