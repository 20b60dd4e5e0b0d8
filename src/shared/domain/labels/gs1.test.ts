import { describe, expect, it } from 'vitest';
import {
  GS,
  cartonBarcodes,
  elementProblem,
  elementString,
  gs1Date,
  gtin14,
  isGs1Lot,
  isValidGtin,
  palletBarcodes,
  parseElementString,
} from './gs1';
import { sscc } from '../edi/sscc';

describe('GS1 element strings of the bulk labels', () => {
  it("checks the GS1 General Specifications' own SSCC and GTIN examples", () => {
    // GS1 GenSpecs 2.2.1: extension 1, company prefix 0614141, serial 123456789, check digit 7.
    expect(elementProblem({ ai: '00', value: '106141411234567897' })).toBeNull();
    expect(elementProblem({ ai: '00', value: '106141411234567890' })).toMatch(/check digit/);
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('036000291453')).toBe(false);
  });

  it('pads a UPC-A to GTIN-14 with its check digit kept and refuses a bad one', () => {
    expect(gtin14('036000291452')).toBe('00036000291452');
    expect(gtin14('4006381333931')).toBe('04006381333931');
    expect(gtin14('036000291453')).toBeNull();
    expect(gtin14(null)).toBeNull();
    expect(gtin14('96385074')).toBeNull();
  });

  it('writes expiry dates as YYMMDD and refuses impossible days', () => {
    expect(gs1Date('2027-03-31')).toBe('270331');
    expect(gs1Date('2027-02-29')).toBeNull();
    expect(gs1Date('2028-02-29')).toBe('280229');
    expect(gs1Date('03/31/2027')).toBeNull();
  });

  it('puts fixed-length AIs first and ends a variable value with GS only when something follows', () => {
    const s = elementString([
      { ai: '10', value: 'L270331A' },
      { ai: '01', value: '00036000291452' },
      { ai: '17', value: '270331' },
    ]);
    expect(s.human).toBe('(01)00036000291452(17)270331(10)L270331A');
    expect(s.data).toBe('010003600029145217270331' + '10L270331A');
    expect(s.data).not.toContain(GS);
  });

  it('reads its own element strings back', () => {
    const code = sscc('0840195', 1234, 0);
    const [ssccBar, gtinBar] = cartonBarcodes({
      sscc: code,
      gtin: '00036000291452',
      lotNumber: 'LOT-7',
      expirationDate: '2027-01-15',
    });
    expect(parseElementString(ssccBar!.data)).toEqual([{ ai: '00', value: code }]);
    expect(parseElementString(gtinBar!.data)).toEqual([
      { ai: '01', value: '00036000291452' },
      { ai: '17', value: '270115' },
      { ai: '10', value: 'LOT-7' },
    ]);
    expect(palletBarcodes(sscc('0840195', 9, 1))[0]!.human).toBe(`(00)${sscc('0840195', 9, 1)}`);
  });

  it('leaves the GTIN barcode off an item without a UPC and a lot AI 10 cannot carry off the barcode', () => {
    expect(
      cartonBarcodes({ sscc: sscc('0840195', 1, 0), gtin: null, lotNumber: 'A', expirationDate: null }),
    ).toHaveLength(1);
    expect(isGs1Lot('LOT 7')).toBe(false);
    expect(isGs1Lot('A'.repeat(21))).toBe(false);
    const [, bar] = cartonBarcodes({
      sscc: sscc('0840195', 1, 0),
      gtin: '00036000291452',
      lotNumber: 'LOT 7',
      expirationDate: null,
    });
    expect(bar!.human).toBe('(01)00036000291452');
  });

  it('refuses an element string with a wrong value', () => {
    expect(() => elementString([{ ai: '17', value: '271301' }])).toThrow(/expiry/);
    expect(() => elementString([])).toThrow();
  });
});
