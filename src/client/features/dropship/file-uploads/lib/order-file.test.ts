import { describe, expect, it } from 'vitest';
import { ORDER_UPLOAD_COLUMNS } from '@shared/domain/dropship/order-upload';
import { parseOrderFile } from './order-file';

const reasonOf = async (text: string) => {
  const parsed = await parseOrderFile(text);
  if (parsed.kind !== 'parse-error') throw new Error(`expected a parse error, got ${parsed.kind}`);
  return parsed.reason;
};
const header = ORDER_UPLOAD_COLUMNS.join(',');

describe('a file the parser cannot read is refused in plain words', () => {
  it('an empty file says it is empty, not "Unable to auto-detect delimiting character"', async () => {
    for (const text of ['', '\n\n', '  \r\n']) {
      const reason = await reasonOf(text);
      expect(reason).toBe(
        'The file is empty. Choose the order file: a CSV whose first row is the template’s header.',
      );
    }
  });

  it('a file that is not a CSV says so and what to do', async () => {
    for (const text of ['Dear team,\nplease ship the usual.', '\u0089PNG\r\n\u001a\n\u0000\u0000IHDR']) {
      const reason = await reasonOf(text);
      expect(reason).toMatch(/^This is not a CSV order file: no commas separate its values\./);
      expect(reason).not.toMatch(/delimit|defaulted/i);
    }
  });

  it('quote and column-count problems name the row and the fix, never the parser’s words', async () => {
    const missing = await reasonOf(`${header}\n"unclosed,2\n`);
    expect(missing).toMatch(/closing quote mark \(".*\) is missing/);
    expect(missing).not.toMatch(/Quoted field unterminated/);
    const short = await reasonOf(`${header}\nChewy,PO1\n`);
    expect(short).toBe(
      'Row 2 has fewer values than the header row has columns. Check for missing commas in it.',
    );
    const long = await reasonOf(`a,b\n1,2,3\n`);
    expect(long).toBe('Row 2 has more values than the header row has columns. Check for extra commas in it.');
  });

  it('a well-formed CSV goes on to the template check', async () => {
    const parsed = await parseOrderFile(`${header}\n`);
    expect(parsed.kind).toBe('checked');
  });
});
