/**
 * The structural checks that run before a list file is parsed (decision 0120): what hostile XML and
 * crafted .xlsx zips are refused for, and that the lists as published pass.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fillTemplate, MSG } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { XML_MAX_DEPTH } from './limits';
import { WatchlistRefusalError } from './refusal';
import { guardXml } from './xml-guard';
import { verifyZip } from './zip-guard';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'testdata', name));

function refusalOf(fn: () => unknown): WatchlistRefusalError {
  try {
    fn();
  } catch (err) {
    if (err instanceof WatchlistRefusalError) return err;
    throw err;
  }
  throw new Error('not refused');
}

async function zipOf(name: string, content: Buffer): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(content, name);
  zip.end();
  return buffer(zip.outputStream);
}

/** Where the central directory starts (a zip without a comment: its end record is the last 22 bytes). */
const directoryAt = (zip: Buffer) => zip.readUInt32LE(zip.length - 22 + 16);

describe('the XML guard', () => {
  it('passes the UN list as published, comments and CDATA with ampersands, and character references', () => {
    expect(() => guardXml(fixture('un-consolidated-v1.xml').toString('utf8'))).not.toThrow();
    expect(() =>
      guardXml(
        '<?xml version="1.0"?><!-- A & B --><L a="x > y &amp; z"><N><![CDATA[Tom & Jerry]]></N><N>&#233;&#xE9;&lt;</N></L>',
      ),
    ).not.toThrow();
  });

  it('refuses a DOCTYPE, an unknown entity with its line, and nesting past the cap with its line', () => {
    expect(refusalOf(() => guardXml('<?xml version="1.0"?><!DOCTYPE L><L/>')).refusal).toEqual({
      row: null,
      reason: MSG.watchlistXmlDoctype,
    });
    expect(refusalOf(() => guardXml('<L>\n<N a="&x;">b</N></L>')).refusal).toEqual({
      row: 2,
      reason: fillTemplate(MSG.watchlistXmlEntity, { name: 'x' }),
    });
    const deep = `<L>\n${'<A>'.repeat(XML_MAX_DEPTH)}${'</A>'.repeat(XML_MAX_DEPTH)}</L>`;
    expect(refusalOf(() => guardXml(deep)).refusal).toEqual({
      row: 2,
      reason: fillTemplate(MSG.watchlistXmlTooDeep, { depth: String(XML_MAX_DEPTH) }),
    });
    // Self-closing tags do not nest.
    expect(() => guardXml(`<L>${'<A/>'.repeat(1000)}</L>`)).not.toThrow();
  });
});

describe('the .xlsx zip check', () => {
  it('passes workbooks as exceljs and spreadsheet programs write them', async () => {
    await expect(verifyZip(fixture('dttot-v1.xlsx'))).resolves.toBeUndefined();
    await expect(verifyZip(fixture('dttot-v2.xlsx'))).resolves.toBeUndefined();
  });

  it('refuses a part hidden between the listed ones, which exceljs would inflate unchecked', async () => {
    const listed = await zipOf('[Content_Types].xml', Buffer.from('<Types/>'));
    const hidden = await zipOf('xl/sharedStrings.xml', Buffer.alloc(4 * 1024 * 1024));
    const a = directoryAt(listed);
    const b = directoryAt(hidden);
    const crafted = Buffer.concat([listed.subarray(0, a), hidden.subarray(0, b), listed.subarray(a)]);
    crafted.writeUInt32LE(a + b, crafted.length - 22 + 16);
    const err = await verifyZip(crafted).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WatchlistRefusalError);
    expect((err as WatchlistRefusalError).reason).toBe(MSG.watchlistXlsxUnsafe);
  });

  it('refuses a local header whose size differs from the directory', async () => {
    const zip = await zipOf('xl/workbook.xml', Buffer.from('<workbook/>'.repeat(100)));
    zip.writeUInt32LE(zip.readUInt32LE(18) + 1, 18);
    const err = await verifyZip(zip).catch((e: unknown) => e);
    expect((err as WatchlistRefusalError).reason).toBe(MSG.watchlistXlsxUnsafe);
  });
});
