/** What other modules may use of goAML reporting (decision 0201); config.ts reads codes.ts alone. */
export {
  DEFAULT_GOAML_CODES,
  type GoamlCodes,
  type GoamlCodesOverride,
  goamlCodes,
  goamlCodesOverrideSchema,
} from './codes';
export { exportGoamlXml, GoamlInvalidReportError } from './export';
export type {
  GoamlReport,
  LtkmReport,
  LtktReport,
  ReportingEntity,
  ReportingPerson,
  ReportTransaction,
  SubjectPerson,
} from './report';
export { type GoamlValidation, validateGoamlXml } from './validate';
