/**
 * What a list file may cost to read (decision 0120). The published lists are far below these: the
 * UN consolidated list is about 2 MB of XML nested 5 deep, PPATK's sheets a few MB unpacked. A file
 * beyond them is refused with its reason, never read until the server runs out of memory.
 */

/** Element nesting in the UN XML (CONSOLIDATED_LIST › INDIVIDUALS › INDIVIDUAL › … is 5). */
export const XML_MAX_DEPTH = 32;
/** Entries in an .xlsx zip (a workbook has a dozen parts; sheets and their relations add a few each). */
export const XLSX_MAX_ENTRIES = 1000;
/** One unpacked part of an .xlsx (a sheet of 150,000 rows is about 100 MB of XML). */
export const XLSX_ENTRY_MAX_BYTES = 256 * 1024 * 1024;
/** Every unpacked part of an .xlsx together. */
export const XLSX_TOTAL_MAX_BYTES = 320 * 1024 * 1024;
/** The parse worker's heap: a 20 MB list of 150,000 rows needs about a third of it. */
export const PARSE_WORKER_HEAP_MB = 768;
/** A parse that takes longer is stopped and the file refused (a 20 MB list takes seconds). */
export const PARSE_WORKER_TIMEOUT_MS = 120_000;
/**
 * One line of a FollowTheMoney JSON-lines file (decision 0193). A politician's entity with a
 * hundred aliases and positions is a few KB; a longer line is a damaged or hostile file.
 */
export const JSONL_MAX_LINE_BYTES = 256 * 1024;
