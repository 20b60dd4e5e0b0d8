/**
 * Label Printing (D3 2.18, sections 5, 8 and 9): the search, the label types a warehouse's printers
 * allow, and the quantities, with the spec's sentences.
 */

export const LABEL_PRINTING_MESSAGES = {
  searchType: 'Please select a search type from the dropdown menu',
  searchValue: 'Please enter a valid SKU/sales order number',
  labelType: 'Please select a type of label to print',
  quantity: 'Please provide a numeric value for quantity',
  printed: 'Print job sent to Loftware',
  printFailed: 'Failed to send print job to Loftware. Please contact a developer',
  salesOrderFailed: 'Failed to retrieve sales order from IMS API. Please contact a developer',
  hangTagFailed: 'Failed to retrieve hang tag information from IMS API. Please contact a developer',
  noPrintableItems: 'None of these items has a UPC: only items with a UPC are printed.',
} as const;

/** 'Please enter a numeric item quantity for SKU ...' (D3 section 5). */
export const itemQuantityMessage = (sku: string) => `Please enter a numeric item quantity for SKU ${sku}`;

export const SEARCH_TYPES = ['sku', 'salesOrder'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  sku: 'SKU',
  salesOrder: 'Sales Order Number',
};

export const LABEL_TYPES = ['hangTag', 'asin', 'chewy'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];
export const LABEL_TYPE_NAMES: Record<LabelType, string> = {
  hangTag: 'Hang Tag',
  asin: 'ASIN Label',
  chewy: 'Chewy Label',
};

export const PRINTER_ROLES = ['hang_tag', 'asin'] as const;
export type PrinterRole = (typeof PRINTER_ROLES)[number];
export const PRINTER_TRANSPORTS = ['loftware', 'zpl-tcp'] as const;
export type PrinterTransport = (typeof PRINTER_TRANSPORTS)[number];

/** Labels of one item in one job: a roll of hang tags is a few hundred. */
export const MAX_LABEL_QUANTITY = 999;
/** Items of one print job (a sales order's lines). */
export const MAX_PRINT_ITEMS = 500;
/** SKUs and sales order numbers are short codes. */
export const MAX_SEARCH_LENGTH = 50;

/** The search's problem, or null: a type from the menu and a value (trimmed). */
export function searchProblem(
  type: string | null | undefined,
  value: string | null | undefined,
): string | null {
  if (!type || !(SEARCH_TYPES as readonly string[]).includes(type)) return LABEL_PRINTING_MESSAGES.searchType;
  const trimmed = (value ?? '').trim();
  if (!trimmed || trimmed.length > MAX_SEARCH_LENGTH || /[/\\?#%]/.test(trimmed)) {
    return LABEL_PRINTING_MESSAGES.searchValue;
  }
  if (type === 'salesOrder' && !/^[A-Za-z0-9-]+$/.test(trimmed)) return LABEL_PRINTING_MESSAGES.searchValue;
  return null;
}

/**
 * A quantity as typed: a whole number of labels from 1 to 999. Returns the number, or null when the
 * text is not one ("", "2.5", "abc", "0").
 */
export function parseLabelQuantity(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_LABEL_QUANTITY ? n : null;
}

/** The first item whose quantity is not a number of labels, as the spec's sentence; or null. */
export function quantitiesProblem(items: readonly { sku: string; qty: string | number }[]): string | null {
  const bad = items.find((item) => parseLabelQuantity(item.qty) === null);
  return bad ? itemQuantityMessage(bad.sku) : null;
}

/** Only items with a UPC are printed (D3 2.18). */
export const hasUpc = (item: { upc?: string | null }) => !!item.upc?.trim();

export type LabelTypeInput = {
  hangTagPrinter: string | null;
  asinPrinter: string | null;
  /** The sales order's customer (e.g. Amazon Direct, Chewy); null for a SKU search. */
  company: string | null;
  items: readonly { amazon_description?: string | null; chewy_description?: string | null }[];
};

/**
 * Which label types may be chosen (D3 2.18): a hang tag needs the warehouse's hang tag printer;
 * ASIN and Chewy labels need its ASIN printer and a matching company (amazon or chewy) or an item
 * with an Amazon or Chewy description.
 */
export function availableLabelTypes(input: LabelTypeInput): Record<LabelType, boolean> {
  const company = input.company?.toLowerCase() ?? '';
  const asinPrinter = !!input.asinPrinter;
  return {
    hangTag: !!input.hangTagPrinter,
    asin:
      asinPrinter && (company.includes('amazon') || input.items.some((i) => !!i.amazon_description?.trim())),
    chewy:
      asinPrinter && (company.includes('chewy') || input.items.some((i) => !!i.chewy_description?.trim())),
  };
}
