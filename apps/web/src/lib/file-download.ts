/**
 * Files the server makes (the printed forms, the users export) handed to the browser: saved under
 * the server's name, or opened in a new window and printed (docs/product/back-office.md § Screens: the simulation print
 * opens a new window and prints after 1 second).
 */
import { apiDownload } from './api-client';

/** How long the new window shows the form before the print dialog opens (docs/product/back-office.md § Screens). */
export const PRINT_DELAY_MS = 1000;

/** Saves a blob as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; a few seconds later it can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET `path` with the session's token and save the reply under the server's file name. */
export async function downloadFile(path: string): Promise<void> {
  const { blob, filename } = await apiDownload(path);
  saveBlob(blob, filename);
}

/**
 * GET `path` (a PDF) and print it from a new window. The window is opened in the click itself, before
 * the request: one opened after an await is a pop-up the browser blocks. Where the browser refused the
 * window anyway, the form is saved instead, so the person still gets it.
 */
export async function printFile(path: string): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const { blob, filename } = await apiDownload(path);
    if (!win) {
      saveBlob(blob, filename);
      return;
    }
    const url = URL.createObjectURL(blob);
    win.location.href = url;
    setTimeout(() => {
      win.focus();
      win.print();
    }, PRINT_DELAY_MS);
    // The window keeps its own copy of the document once it has loaded it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    win?.close();
    throw err;
  }
}
