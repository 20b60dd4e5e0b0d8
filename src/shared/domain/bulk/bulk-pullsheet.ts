import { ITEM_SIZES } from '../catalog/items';
import { compareLocations, compareText, sizeRank } from '../dropship/pullsheet-lines';

/**
 * The bulk pull sheet (D2 section 9; issue 12 item 2). WHAT TO PASS (for the Bulk Pull Sheets
 * server, helper C): one `BulkPullsheetOrder` per bulk order found (by ERP order number, or every
 * order of the date range), with `acu_order_num` (the ERP order number, padded to 7), `po_number`
 * (internal PO), `vendor_name` (the customer), `warehouse` (the order's warehouse: a name such as
 * 'texas' or a code such as 'TX'), `warehouse_code` (the ERP warehouse id, e.g. '01' or '02': '02'
 * prints the PA pull location, any other the MCA one) and its `lines`: one per bulk order item to
 * pull, with the item's `sku`, `description`, `size`, `quantity` (the pieces this warehouse
 * pulls), `pa_location` and `mca_location` (the item's pull locations, null when none), `foam` and
 * `bolster` (the item's foam insert and bolster fill descriptions, null when it has none) and
 * `boxes` (the line's box count; null counts one box per `case_packs` pieces, rounded up). Then
 * `buildBulkPullsheetPdf({ orders, today })` from src/shared/documents/bulk-pullsheet-pdf.ts
 * returns `{ fileName, bytes, pieces }`; the rules below are what it prints.
 */
export type BulkPullsheetLine = {
  sku: string;
  description: string;
  size: string | null;
  quantity: number;
  pa_location: string | null;
  mca_location: string | null;
  /** The item's foam insert (catalog `items.foam`), or null. */
  foam: string | null;
  /** The item's bolster fill (catalog `items.bolster`), or null. */
  bolster: string | null;
  /** Boxes of this line (bulk_order_items.boxes), or null to count them from case_packs. */
  boxes: number | null;
  /** Pieces per box (catalog `items.case_packs`); 1 when unknown. */
  case_packs: number | null;
};

export type BulkPullsheetOrder = {
  acu_order_num: string;
  po_number: string;
  vendor_name: string;
  warehouse: string;
  warehouse_code: string;
  lines: BulkPullsheetLine[];
};

/** A printed line: merged per SKU, with the one pull location the warehouse uses. */
export type BulkSheetLine = {
  sku: string;
  description: string;
  size: string;
  quantity: number;
  location: string;
  boxes: number;
};

export type BulkSheetKind = 'main' | 'foam' | 'bolster' | 'fill' | 'no-fill';

export type BulkSheet = {
  kind: BulkSheetKind;
  /** "Pull Sheet", "Foam", "Bolster", "Fill", "No Fill". */
  heading: string;
  /** The ERP order numbers on the sheet (one, or a Texas group). */
  orderNumbers: string[];
  poNumbers: string[];
  customers: string[];
  lines: BulkSheetLine[];
  totalPieces: number;
  /** Box total: printed on the Texas sheets. */
  totalBoxes: number;
  showBoxes: boolean;
};

/** ERP warehouse '02' (Pennsylvania) pulls from the PA location; every other one from MCA. */
export const PA_WAREHOUSE_CODE = '02';
/** Texas sheets list this many ERP order numbers on a line. */
export const ORDER_NUMBERS_PER_LINE = 8;

export function pullLocation(
  warehouseCode: string,
  line: Pick<BulkPullsheetLine, 'pa_location' | 'mca_location'>,
) {
  const location = warehouseCode.trim() === PA_WAREHOUSE_CODE ? line.pa_location : line.mca_location;
  return (location ?? '').trim();
}

export function isTexas(warehouse: string): boolean {
  const w = warehouse.trim().toLowerCase();
  return w === 'texas' || w === 'tx';
}

/** Boxes of a line: its own count, else one box per case pack (rounded up). */
export function lineBoxes(line: Pick<BulkPullsheetLine, 'boxes' | 'quantity' | 'case_packs'>): number {
  if (line.boxes !== null && line.boxes >= 0) return line.boxes;
  const pack = line.case_packs !== null && line.case_packs > 0 ? line.case_packs : 1;
  return Math.ceil(line.quantity / pack);
}

/** The order numbers in lines of eight ("0012345, 0012346, ..."). */
export function orderNumberRows(numbers: readonly string[], perLine = ORDER_NUMBERS_PER_LINE): string[] {
  const rows: string[] = [];
  for (let i = 0; i < numbers.length; i += perLine) rows.push(numbers.slice(i, i + perLine).join(', '));
  return rows;
}

/** Merged per SKU with quantities (and boxes) summed; sorted by pull location, empty last. */
export function mergeBulkLines(lines: readonly BulkSheetLine[]): BulkSheetLine[] {
  const merged = new Map<string, BulkSheetLine>();
  for (const line of lines) {
    const seen = merged.get(line.sku);
    if (seen) {
      seen.quantity += line.quantity;
      seen.boxes += line.boxes;
      if (!seen.location) seen.location = line.location;
    } else merged.set(line.sku, { ...line });
  }
  return [...merged.values()].sort(
    (a, b) => compareLocations(a.location, b.location) || compareText(a.sku, b.sku),
  );
}

/** The rank of a size word (Small ... Jumbo Plus) from the size field, else the description. */
export function sizeWordRank(size: string, description: string): number {
  const fromSize = ITEM_SIZES.findIndex((s) => s.toLowerCase() === size.trim().toLowerCase());
  if (fromSize >= 0) return fromSize;
  const fromText = sizeRank(description);
  return fromText >= 0 ? fromText : ITEM_SIZES.length;
}

/** Foam and bolster sheets: by size word (Small, Medium, Large, XL, Jumbo, Jumbo Plus), then text. */
export function sortBySize(lines: readonly BulkSheetLine[]): BulkSheetLine[] {
  const ranked = lines.map((line) => ({ line, rank: sizeWordRank(line.size, line.description) }));
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      compareText(a.line.description, b.line.description) ||
      compareText(a.line.sku, b.line.sku),
  );
  return ranked.map((r) => r.line);
}

function sheet(
  kind: BulkSheetKind,
  orders: readonly BulkPullsheetOrder[],
  lines: BulkSheetLine[],
  showBoxes: boolean,
): BulkSheet {
  const headings: Record<BulkSheetKind, string> = {
    main: 'Pull Sheet',
    foam: 'Foam',
    bolster: 'Bolster',
    fill: 'Fill',
    'no-fill': 'No Fill',
  };
  const unique = (values: string[]) => [...new Set(values)];
  return {
    kind,
    heading: headings[kind],
    orderNumbers: unique(orders.map((o) => o.acu_order_num)),
    poNumbers: unique(orders.map((o) => o.po_number)),
    customers: unique(orders.map((o) => o.vendor_name)),
    lines,
    totalPieces: lines.reduce((n, l) => n + l.quantity, 0),
    totalBoxes: lines.reduce((n, l) => n + l.boxes, 0),
    showBoxes,
  };
}

type Source = { order: BulkPullsheetOrder; line: BulkPullsheetLine };

const itemLine = ({ order, line }: Source): BulkSheetLine => ({
  sku: line.sku,
  description: line.description,
  size: line.size ?? '',
  quantity: line.quantity,
  location: pullLocation(order.warehouse_code, line),
  boxes: lineBoxes(line),
});

/** A foam or bolster line: the insert or fill to pull for the item's pieces. */
const partLine = (source: Source, part: string): BulkSheetLine => ({
  ...itemLine(source),
  description: part,
});

const sourcesOf = (orders: readonly BulkPullsheetOrder[]): Source[] =>
  orders.flatMap((order) => order.lines.filter((l) => l.quantity > 0).map((line) => ({ order, line })));

/**
 * The sheets of one order outside Texas: the main sheet (every line), then a foam sheet (the foam
 * inserts of items that have one) and a bolster sheet (their bolster fill), each sorted by size word
 * and left out when empty.
 */
export function orderSheets(order: BulkPullsheetOrder): BulkSheet[] {
  const sources = sourcesOf([order]);
  const foam = sources.flatMap((s) => (s.line.foam ? [partLine(s, s.line.foam)] : []));
  const bolster = sources.flatMap((s) => (s.line.bolster ? [partLine(s, s.line.bolster)] : []));
  const sheets = [sheet('main', [order], mergeBulkLines(sources.map(itemLine)), false)];
  if (foam.length > 0) sheets.push(sheet('foam', [order], sortBySize(mergeBulkLines(foam)), false));
  if (bolster.length > 0) sheets.push(sheet('bolster', [order], sortBySize(mergeBulkLines(bolster)), false));
  return sheets;
}

/**
 * The Texas sheets of a group of orders: the order numbers eight to a line, and every line on
 * exactly one of three sheets with its box total: foam (items with a foam insert), fill (items
 * with bolster fill and no foam) and no-fill (the rest). Empty sheets are left out.
 */
export function texasSheets(orders: readonly BulkPullsheetOrder[]): BulkSheet[] {
  const sources = sourcesOf(orders);
  const foam = sources.filter((s) => s.line.foam);
  const fill = sources.filter((s) => !s.line.foam && s.line.bolster);
  const noFill = sources.filter((s) => !s.line.foam && !s.line.bolster);
  const parts: [BulkSheetKind, Source[]][] = [
    ['fill', fill],
    ['no-fill', noFill],
    ['foam', foam],
  ];
  return parts
    .filter(([, list]) => list.length > 0)
    .map(([kind, list]) => {
      const merged = mergeBulkLines(list.map(itemLine));
      return sheet(kind, orders, kind === 'foam' ? sortBySize(merged) : merged, true);
    });
}

/** Every sheet of a download: each order outside Texas on its own, the Texas orders as one group. */
export function bulkSheets(orders: readonly BulkPullsheetOrder[]): BulkSheet[] {
  const texas = orders.filter((o) => isTexas(o.warehouse));
  const others = orders.filter((o) => !isTexas(o.warehouse));
  return [...others.flatMap(orderSheets), ...(texas.length > 0 ? texasSheets(texas) : [])];
}

/** The file name: the ERP order number, or the first and last of several. */
export function bulkPullsheetFileName(orders: readonly Pick<BulkPullsheetOrder, 'acu_order_num'>[]): string {
  const numbers = [...new Set(orders.map((o) => o.acu_order_num))];
  if (numbers.length <= 1) return `${numbers[0] ?? 'pullsheet'}.pdf`;
  return `${numbers[0]}-${numbers[numbers.length - 1]}.pdf`;
}
