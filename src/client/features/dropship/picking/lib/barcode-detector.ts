/**
 * The camera's barcode reader: the browser's own BarcodeDetector where it has one (Chrome on
 * Android), otherwise the `barcode-detector` polyfill (ZXing compiled to WebAssembly), loaded only
 * then, as its own chunk. Its .wasm file is one of the app's built files, never fetched from a CDN.
 */
const FORMATS = ['code_128', 'code_39', 'ean_13', 'ean_8', 'upc_a', 'upc_e', 'qr_code'];

export type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };

type DetectorClass = new (options: { formats: string[] }) => Detector;

export async function barcodeDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) return new native({ formats: FORMATS });
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: FORMATS as never });
}
