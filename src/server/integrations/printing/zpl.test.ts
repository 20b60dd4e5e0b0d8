import { describe, expect, it } from 'vitest';
import { SHIPPING_LABEL, zplLabel, zplLabels, zplText } from './zpl';

describe('zpl', () => {
  it('writes one whole label with its fields and barcode', () => {
    const zpl = zplLabel(
      [
        { kind: 'text', x: 50, y: 40, text: 'SHIP TO: JANE' },
        { kind: 'barcode', x: 50, y: 200, data: '1Z999AA10123456784', symbology: 'code128' },
        { kind: 'box', x: 20, y: 20, width: 770, height: 1170 },
      ],
      { ...SHIPPING_LABEL, copies: 2 },
    );
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.endsWith('^XZ')).toBe(true);
    expect(zpl).toContain('^PW812');
    expect(zpl).toContain('^FO50,40^A0N,30,30^FH^FDSHIP TO: JANE^FS');
    expect(zpl).toContain('^BCN,100,Y,N^FD1Z999AA10123456784^FS');
    expect(zpl).toContain('^PQ2');
    expect(zplLabels(zpl)).toHaveLength(1);
  });

  it('escapes the command characters inside field data', () => {
    expect(zplText('A^B~C_D')).toBe('A_5EB_7EC_5FD');
  });

  it('counts labels and refuses broken documents', () => {
    const one = zplLabel([{ kind: 'text', x: 0, y: 0, text: 'x' }], SHIPPING_LABEL);
    expect(zplLabels(`${one}\n${one}`)).toHaveLength(2);
    expect(() => zplLabels('^XA^FDno end')).toThrow(/not closed/);
    expect(() => zplLabels('^XA^XA^XZ')).toThrow(/opened twice/);
    expect(() => zplLabels('hello ^XA^XZ')).toThrow(/outside/);
    expect(() => zplLabels('')).toThrow(/no label/);
  });
});
