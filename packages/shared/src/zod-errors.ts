/**
 * Indonesian texts for every zod issue a schema does not name itself, so that no reply of the API
 * and no form field shows zod's English ("Too small: expected string to have >=1 characters").
 * Installed as zod's global customError: a schema's own message (the catalogue's texts) still
 * wins, since zod asks the global map only when the schema has none. Written for a customer on a
 * phone rather than zod's own Indonesian locale, which speaks of types and patterns.
 */
import { z } from 'zod';
import { MSG } from './messages';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const withN = (text: string, n: unknown) => text.replace('{n}', String(n));

/** The text for one issue; never undefined, so no locale default (English) is ever used. */
export function indonesianIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? MSG.validationRequired
        : MSG.validationFormat;
    case 'too_small': {
      const n = issue.minimum;
      if (issue.origin === 'string')
        return Number(n) <= 1 ? MSG.validationRequired : withN(MSG.validationMinChars, n);
      if (issue.origin === 'array' || issue.origin === 'set') return withN(MSG.validationMinItems, n);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return withN(MSG.validationMinValue, n);
      }
      return MSG.validationFormat;
    }
    case 'too_big': {
      const n = issue.maximum;
      if (issue.origin === 'string') return withN(MSG.validationMaxChars, n);
      if (issue.origin === 'array' || issue.origin === 'set') return withN(MSG.validationMaxItems, n);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return withN(MSG.validationMaxValue, n);
      }
      return MSG.validationFormat;
    }
    case 'invalid_format':
      return issue.format === 'email' ? MSG.emailFormat : MSG.validationFormat;
    case 'invalid_value':
      return MSG.validationChoice;
    case 'unrecognized_keys':
      return MSG.validationUnknownField;
    case 'invalid_union': {
      // A field of either '' or a rule ('' | NPWP): the rule's own catalogue text says what is wrong.
      for (const branch of issue.errors ?? []) {
        const first = branch[0];
        if (first && first.code !== 'invalid_type' && first.code !== 'invalid_value' && first.message) {
          return first.message;
        }
      }
      return MSG.validationFormat;
    }
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return MSG.validationFormat;
    default:
      return MSG.invalidInput;
  }
}

/** Makes zod answer in Indonesian wherever a schema gives no text (web and server call it once). */
export function installIndonesianZodErrors(): void {
  z.config({ customError: (issue) => indonesianIssueMessage(issue) });
}
