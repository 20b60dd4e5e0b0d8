/**
 * A small ZPL II writer for the labels this app prints itself (shipping labels of the carrier
 * sandbox, ASIN and hang tags sent raw to Zebra printers). Positions are in printer dots.
 */
export type ZplElement =
  | { kind: 'text'; x: number; y: number; text: string; size?: number }
  | {
      kind: 'barcode';
      x: number;
      y: number;
      data: string;
      symbology: 'code128' | 'upca' | 'ean13' | 'itf14';
      height?: number;
      moduleWidth?: number;
    }
  | { kind: 'box'; x: number; y: number; width: number; height: number; thickness?: number };

export type ZplLabelOptions = { widthDots: number; heightDots: number; copies?: number };

/** 4 x 6 inches at 203 dpi, the shipping label of every parcel carrier. */
export const SHIPPING_LABEL: ZplLabelOptions = { widthDots: 812, heightDots: 1218 };
/** 4 x 1 inches at 203 dpi, the vendor sticker of D1 section 9. */
export const STICKER_LABEL: ZplLabelOptions = { widthDots: 812, heightDots: 203 };

/**
 * Field data may not contain the command prefixes ^ and ~. With ^FH the underscore starts a hex
 * escape, so those (and the underscore itself) travel as _5E, _7E and _5F.
 */
export function zplText(text: string): string {
  return text.replace(/[_^~]/g, (ch) => `_${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

const BARCODE_COMMAND: Record<Extract<ZplElement, { kind: 'barcode' }>['symbology'], string> = {
  code128: 'BCN',
  upca: 'BUN',
  ean13: 'BEN',
  itf14: 'B2N',
};

function element(e: ZplElement): string {
  switch (e.kind) {
    case 'text': {
      const size = e.size ?? 30;
      return `^FO${e.x},${e.y}^A0N,${size},${size}^FH^FD${zplText(e.text)}^FS`;
    }
    case 'barcode': {
      const height = e.height ?? 100;
      return `^BY${e.moduleWidth ?? 3}^FO${e.x},${e.y}^${BARCODE_COMMAND[e.symbology]},${height},Y,N^FD${zplText(e.data)}^FS`;
    }
    case 'box':
      return `^FO${e.x},${e.y}^GB${e.width},${e.height},${e.thickness ?? 3}^FS`;
  }
}

/** One label, ^XA to ^XZ; ^CI28 selects UTF-8 so names with accents print as typed. */
export function zplLabel(elements: readonly ZplElement[], options: ZplLabelOptions): string {
  const copies = options.copies ?? 1;
  return [
    '^XA',
    '^CI28',
    `^PW${options.widthDots}`,
    `^LL${options.heightDots}`,
    ...elements.map(element),
    ...(copies > 1 ? [`^PQ${copies}`] : []),
    '^XZ',
  ].join('\n');
}

/**
 * The labels of a ZPL document: the text from each ^XA to its ^XZ. Throws when the document is not
 * made of whole labels, which a printer would silently ignore or print half of.
 */
export function zplLabels(document: string): string[] {
  const labels: string[] = [];
  const pattern = /\^XA([\s\S]*?)\^XZ/g;
  let last = 0;
  for (const match of document.matchAll(pattern)) {
    if (document.slice(last, match.index).trim() !== '') throw new Error('ZPL has text outside ^XA ... ^XZ');
    if (match[1]?.includes('^XA')) throw new Error('ZPL label opened twice without ^XZ');
    labels.push(match[0]);
    last = match.index + match[0].length;
  }
  const rest = document.slice(last);
  if (rest.includes('^XA')) throw new Error('ZPL label opened with ^XA is not closed with ^XZ');
  if (rest.trim() !== '') throw new Error('ZPL has text outside ^XA ... ^XZ');
  if (labels.length === 0) throw new Error('ZPL has no label (^XA ... ^XZ)');
  return labels;
}
