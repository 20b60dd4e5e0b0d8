import { describe, expect, it } from 'vitest';
import {
  emptyWarrantyForm,
  freeTextOption,
  keepHeader,
  matchingChoices,
  readDraft,
  sentDate,
  toSentValues,
} from './form';

describe('the warranty insert form (D3 2.4 and 5)', () => {
  it('defaults Date to today and leaves the rest empty', () => {
    const form = emptyWarrantyForm(new Date(2026, 2, 7));
    expect(form.order_date).toBe('2026-03-07');
    expect(Object.entries(form).filter(([, v]) => v !== '')).toHaveLength(1);
  });

  it('sends empty strings as null, the date unpadded and the quantity as a number', () => {
    const form = { ...emptyWarrantyForm(new Date(2026, 2, 7)), internal_po_number: ' WR9 ', quantity: '2' };
    expect(toSentValues(form)).toMatchObject({
      order_date: '2026-3-7',
      internal_po_number: 'WR9',
      email: null,
      quantity: 2,
      notes: null,
    });
    expect(sentDate('')).toBeNull();
    expect(toSentValues({ quantity: 'two' }).quantity).toBe('two');
  });

  it('Add Item keeps the header and clears only the item', () => {
    const form = {
      ...emptyWarrantyForm(new Date()),
      internal_po_number: 'WR9',
      city: 'Erie',
      notes: 'x',
      quantity: '1',
    };
    expect(keepHeader(form)).toMatchObject({
      internal_po_number: 'WR9',
      city: 'Erie',
      notes: '',
      quantity: '',
    });
  });

  it('reads a stored draft back, ignoring what is not a field', () => {
    expect(
      readDraft({ internal_po_number: 'WR9', evil: 'x', quantity: 3 }, new Date(2026, 0, 2)),
    ).toMatchObject({
      internal_po_number: 'WR9',
      quantity: '',
      order_date: '2026-01-02',
    });
    expect(readDraft('nope', new Date())).toBeNull();
  });

  it('offers Select "..." for free text and matches choices', () => {
    expect(freeTextOption('ABC-1', ['ABC-2'])).toBe('Select "ABC-1"');
    expect(freeTextOption('ABC-2', ['ABC-2'])).toBeNull();
    expect(freeTextOption(' ', [])).toBeNull();
    expect(matchingChoices('bc', ['XBC', 'BCD', 'Q'])).toEqual(['BCD', 'XBC']);
  });
});
