/**
 * exceljs's streaming reader now and then throws on a good workbook when the machine is busy (its
 * unzip iteration misses the workbook part): ppatk-xlsx.ts reads the file again, up to three
 * times, and refuses only a file that fails every time. The reader's failure is injected here, as
 * a busy machine makes it, so the rule is tested every run rather than by chance.
 */
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../testing/parse-fixtures';
import { parseListFile } from './index';

const Reader = ExcelJS.stream.xlsx.WorkbookReader;

const racing = () => new TypeError("Cannot read properties of undefined (reading 'sheets')");

describe('a .xlsx list the reader stumbles on', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is read again, and its entries come in full', async () => {
    const original = Reader.prototype[Symbol.asyncIterator];
    let failures = 2;
    vi.spyOn(Reader.prototype, Symbol.asyncIterator).mockImplementation(function (
      this: ExcelJS.stream.xlsx.WorkbookReader,
    ) {
      if (failures > 0) {
        failures -= 1;
        throw racing();
      }
      return original.call(this);
    });
    const { entries } = await parseListFile('dttot', fixture('dttot-v2.xlsx'));
    expect(entries).toHaveLength(6);
    expect(failures).toBe(0);
  });

  it('is refused as unreadable when the reader fails every time', async () => {
    vi.spyOn(Reader.prototype, Symbol.asyncIterator).mockImplementation(() => {
      throw racing();
    });
    await expect(parseListFile('dttot', fixture('dttot-v2.xlsx'))).rejects.toThrow(/tidak dapat dibuka/);
  });
});
