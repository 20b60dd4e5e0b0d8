import { describe, expect, it } from 'vitest';
import { readBoxLabelRows } from '@shared/domain/labels/label-files';
import { readFirstSheet } from './xlsx';

/**
 * A workbook made by Python's zipfile (deflated parts, shared and inline strings, a number, a cell
 * left out, an entity in a rich-text string), as Excel writes one.
 */
const WORKBOOK =
  'UEsDBBQAAAAIAPyueF3uR1hmHwAAAB0AAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbLOxr8jNUShLLSrOzM+zVTLUM1Cyt7MJqSxILda3AwBQSwMEFAAAAAgA/K54XdL4H6t9AAAAwQAAABQAAAB4bC9zaGFyZWRTdHJpbmdzLnhtbF2OwQ7CIBBEf4Vw8Ch6VUoP/RCCuonEspBdivbvC5I00csc5s1MRo+fMIsCxD7iIM/HkxyNZs5VvNHZeMxA6GabosUl3IC0qlA12hMF8BHJogvwj/Yyv5ZfRg1PT3iv3aduifrmwsndYZCJgIEKSCMOLqSrmOKe/e6odnMDUEsDBBQAAAAIAPyueF3zd5LLqQAAAHoBAAAYAAAAeGwvd29ya3NoZWV0cy9zaGVldDEueG1sdZBNCsIwEIWvEnIA0ya6EKZTrO5cKBQPUErAYH8gCanHN20lTaWukpn3+N5jIH+3DXFSG9V3GU13Cc0Rhl6/zFNKizA9l8pWCLofiPYeilCPn1NKic2o8bPDBJhDYPVXK2ItXWvnWONBY54fQngI4ZNZdY3qZGm13yuDYPF+81hfkI3jkssjtthmi8AWk21/4D8NC7FJmduLP4XK6+O4bjSnsuiEbLnsB1BLAQIUAxQAAAAIAPyueF3uR1hmHwAAAB0AAAATAAAAAAAAAAAAAACAAQAAAABbQ29udGVudF9UeXBlc10ueG1sUEsBAhQDFAAAAAgA/K54XdL4H6t9AAAAwQAAABQAAAAAAAAAAAAAAIABUAAAAHhsL3NoYXJlZFN0cmluZ3MueG1sUEsBAhQDFAAAAAgA/K54XfN3ksupAAAAegEAABgAAAAAAAAAAAAAAIAB/wAAAHhsL3dvcmtzaGVldHMvc2hlZXQxLnhtbFBLBQYAAAAAAwADAMkAAADeAQAAAAA=';

describe('the first sheet of an .xlsx box label file', () => {
  it('reads shared strings, inline strings, numbers and gaps into rows', async () => {
    const rows = await readFirstSheet(Uint8Array.from(atob(WORKBOOK), (c) => c.charCodeAt(0)));
    expect(rows).toEqual([
      ['internal_po_number', 'vendor_name', 'internal_sku'],
      ['PO1', 'Chewy & Co'],
      ['4521', 'Chewy & Co', 'SKU9'],
    ]);
    expect(readBoxLabelRows(rows!)).toEqual({
      ok: true,
      rows: [
        { internal_po_number: 'PO1', vendor_name: 'Chewy & Co', internal_sku: '' },
        { internal_po_number: '4521', vendor_name: 'Chewy & Co', internal_sku: 'SKU9' },
      ],
    });
  });

  it('answers null for bytes that are not a workbook', async () => {
    expect(await readFirstSheet(new TextEncoder().encode('internal_po_number,vendor_name'))).toBeNull();
  });
});
