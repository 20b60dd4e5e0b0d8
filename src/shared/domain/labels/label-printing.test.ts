import { describe, expect, it } from 'vitest';
import {
  availableLabelTypes,
  hasUpc,
  itemQuantityMessage,
  LABEL_PRINTING_MESSAGES,
  parseLabelQuantity,
  quantitiesProblem,
  searchProblem,
} from './label-printing';

describe('label printing rules (D3 2.18, sections 5 and 8)', () => {
  it("answers the search's problems with the spec's sentences", () => {
    expect(LABEL_PRINTING_MESSAGES.searchType).toBe('Please select a search type from the dropdown menu');
    expect(LABEL_PRINTING_MESSAGES.searchValue).toBe('Please enter a valid SKU/sales order number');
    expect(searchProblem(null, 'FH-1')).toBe(LABEL_PRINTING_MESSAGES.searchType);
    expect(searchProblem('upc', 'FH-1')).toBe(LABEL_PRINTING_MESSAGES.searchType);
    expect(searchProblem('sku', '   ')).toBe(LABEL_PRINTING_MESSAGES.searchValue);
    expect(searchProblem('sku', 'a/b')).toBe(LABEL_PRINTING_MESSAGES.searchValue);
    expect(searchProblem('salesOrder', 'SO 1')).toBe(LABEL_PRINTING_MESSAGES.searchValue);
    expect(searchProblem('sku', 'x'.repeat(51))).toBe(LABEL_PRINTING_MESSAGES.searchValue);
    expect(searchProblem('sku', ' FH-95000052 ')).toBeNull();
    expect(searchProblem('salesOrder', '0001234')).toBeNull();
  });

  it('takes whole numbers of labels from 1 to 999', () => {
    expect(parseLabelQuantity('3')).toBe(3);
    expect(parseLabelQuantity(' 12 ')).toBe(12);
    expect(parseLabelQuantity(999)).toBe(999);
    for (const bad of ['', 'abc', '2.5', '0', '1000', '-1', '1e2', null])
      expect(parseLabelQuantity(bad)).toBeNull();
  });

  it("names the first item whose quantity is not numeric, as the spec's sentence", () => {
    expect(itemQuantityMessage('FH-2')).toBe('Please enter a numeric item quantity for SKU FH-2');
    expect(
      quantitiesProblem([
        { sku: 'FH-1', qty: '2' },
        { sku: 'FH-2', qty: 'two' },
      ]),
    ).toBe('Please enter a numeric item quantity for SKU FH-2');
    expect(quantitiesProblem([{ sku: 'FH-1', qty: 1 }])).toBeNull();
  });

  it('prints only items with a UPC', () => {
    expect(hasUpc({ upc: '840195000528' })).toBe(true);
    expect(hasUpc({ upc: ' ' })).toBe(false);
    expect(hasUpc({ upc: null })).toBe(false);
  });

  it('allows each label type only with its printer and a matching company or description', () => {
    const items = [{ amazon_description: null, chewy_description: null }];
    expect(
      availableLabelTypes({ hangTagPrinter: null, asinPrinter: null, company: 'Amazon', items }),
    ).toEqual({
      hangTag: false,
      asin: false,
      chewy: false,
    });
    expect(
      availableLabelTypes({
        hangTagPrinter: 'QuickLabel QL-30M',
        asinPrinter: 'ZT230',
        company: 'Amazon Direct',
        items,
      }),
    ).toEqual({ hangTag: true, asin: true, chewy: false });
    expect(
      availableLabelTypes({ hangTagPrinter: null, asinPrinter: 'ZT230', company: 'Chewy', items }),
    ).toEqual({
      hangTag: false,
      asin: false,
      chewy: true,
    });
    expect(
      availableLabelTypes({
        hangTagPrinter: null,
        asinPrinter: 'ZT230',
        company: null,
        items: [{ amazon_description: 'Dog bed', chewy_description: ' ' }],
      }),
    ).toEqual({ hangTag: false, asin: true, chewy: false });
  });
});
