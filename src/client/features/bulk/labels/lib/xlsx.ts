import { inflateRaw } from 'pako';

/**
 * The cells of the first worksheet of an Excel workbook (.xlsx: a zip of XML parts), as text rows,
 * for the box label file (D2 section 5 accepts .csv, .xlsx and .xlx). Only what a template needs:
 * shared strings, inline strings and numbers; no formulas' results beyond their cached value.
 * Null when the bytes are not a workbook.
 */
export async function readFirstSheet(bytes: Uint8Array): Promise<string[][] | null> {
  const parts = unzip(bytes);
  if (!parts) return null;
  const sheetName = [...parts.keys()]
    .filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))
    .sort(bySheetNumber)[0];
  const sheet = sheetName ? parts.get(sheetName) : undefined;
  if (!sheet) return null;
  const strings = parts.has('xl/sharedStrings.xml')
    ? [...xml(parts.get('xl/sharedStrings.xml')!).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => texts(m[1]!))
    : [];
  const rows: string[][] = [];
  for (const row of xml(sheet).matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = [];
    for (const cell of row[1]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1]!;
      const body = cell[2] ?? '';
      const ref = /\br="([A-Z]+)\d+"/.exec(attrs)?.[1];
      const column = ref ? columnIndex(ref) : cells.length;
      const type = /\bt="([^"]+)"/.exec(attrs)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text = '';
      if (type === 's' && value !== undefined) text = strings[Number(value)] ?? '';
      else if (type === 'inlineStr') text = texts(body);
      else if (value !== undefined) text = decode(value);
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    rows.push(cells);
  }
  return rows;
}

const bySheetNumber = (a: string, b: string) =>
  Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]);

const columnIndex = (letters: string) =>
  [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

const texts = (fragment: string) =>
  [...fragment.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((m) => decode(m[1]!)).join('');

const decode = (s: string) =>
  s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (named[e.toLowerCase()]) return named[e.toLowerCase()]!;
    return String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
  });

const xml = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The files of a zip archive by name (stored or deflated entries), from its central directory. */
function unzip(bytes: Uint8Array): Map<string, Uint8Array> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--)
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  if (end === -1) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const out = new Map<string, Uint8Array>();
  try {
    for (let n = 0; n < count; n++) {
      if (view.getUint32(at, true) !== 0x02014b50) return null;
      const method = view.getUint16(at + 10, true);
      const size = view.getUint32(at + 20, true);
      const nameLength = view.getUint16(at + 28, true);
      const extra = view.getUint16(at + 30, true);
      const comment = view.getUint16(at + 32, true);
      const local = view.getUint32(at + 42, true);
      const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = bytes.subarray(start, start + size);
      if (method === 0) out.set(name, data);
      else if (method === 8) out.set(name, inflateRaw(data));
      at += 46 + nameLength + extra + comment;
    }
  } catch {
    return null;
  }
  return out;
}
