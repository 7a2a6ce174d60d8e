/**
 * What poppler reads in a PDF the server made (Debian's poppler-utils; `npm test` installs it):
 * the text, as a person copying it would get it, and the document's properties. If the tools are
 * missing these reject and the test fails rather than passing unseen.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function withFile<T>(bytes: Buffer, fn: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kilau-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    return await fn(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `pdftotext [args] file -`: the PDF's text (e.g. `-layout`, `-f 2 -l 2`). */
export const pdfText = (bytes: Buffer, ...args: string[]) =>
  withFile(bytes, async (file) => (await run('pdftotext', [...args, file, '-'])).stdout);

/** `pdfinfo file`: page count, page size and the document's properties. */
export const pdfInfo = (bytes: Buffer) =>
  withFile(bytes, async (file) => (await run('pdfinfo', [file])).stdout);
