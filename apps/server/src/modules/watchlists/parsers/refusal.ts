/**
 * Why a list file is refused (decision 0111): every parse is all-or-nothing, and the first bad row
 * refuses the whole file with the row as the file shows it (1-based; a spreadsheet's row number, an
 * XML file's line) and the reason in Indonesian. `row` is null when the file as a whole is wrong.
 */
import { fillTemplate, MSG, type WatchlistRefusal } from '@kilau/shared';

export class WatchlistRefusalError extends Error {
  constructor(
    readonly row: number | null,
    readonly reason: string,
  ) {
    super(row === null ? `refused: ${reason}` : `refused at row ${row}: ${reason}`);
  }

  get refusal(): WatchlistRefusal {
    return { row: this.row, reason: this.reason };
  }

  /** The message the super admin reads: MSG.watchlistRefusedRow or MSG.watchlistRefusedFile. */
  get text(): string {
    return this.row === null
      ? fillTemplate(MSG.watchlistRefusedFile, { reason: this.reason })
      : fillTemplate(MSG.watchlistRefusedRow, { row: String(this.row), reason: this.reason });
  }
}

export const refuseRow = (row: number, reason: string) => new WatchlistRefusalError(row, reason);
export const refuseFile = (reason: string) => new WatchlistRefusalError(null, reason);

/** Refs must be unique within one file: the diff and the matches are keyed by them. */
export class RefRegistry {
  private readonly seen = new Map<string, number>();

  add(ref: string, row: number): void {
    const first = this.seen.get(ref);
    if (first !== undefined) {
      throw refuseRow(row, fillTemplate(MSG.watchlistRefDuplicate, { ref, first: String(first) }));
    }
    this.seen.set(ref, row);
  }
}
