/**
 * The one way out for a goAML report: built, then validated against the schema, and refused
 * rather than handed over when the schema refuses it (decision 0201). A file PPATK would reject is
 * never offered for download or upload.
 */
import { buildGoamlXml } from './build';
import { type GoamlCodes, goamlCodes } from './codes';
import type { GoamlReport } from './report';
import { type GoamlValidationError, validateGoamlXml } from './validate';

/** The schema refused the report: its errors, each with the line of the XML at fault. */
export class GoamlInvalidReportError extends Error {
  constructor(readonly errors: GoamlValidationError[]) {
    super(
      `goAML report refused by its schema:\n${errors.map((e) => `  line ${e.line}: ${e.message}`).join('\n')}`,
    );
    this.name = 'GoamlInvalidReportError';
  }
}

/** The report's goAML XML, valid against the schema; throws GoamlInvalidReportError otherwise. */
export function exportGoamlXml(report: GoamlReport, codes: GoamlCodes = goamlCodes()): string {
  const xml = buildGoamlXml(report, codes);
  const result = validateGoamlXml(xml);
  if (!result.ok) throw new GoamlInvalidReportError(result.errors);
  return xml;
}
