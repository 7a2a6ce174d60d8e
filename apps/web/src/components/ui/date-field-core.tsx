/**
 * A date typed or picked the Indonesian way ('17 Agustus 1990'), never the browser's own
 * mm/dd/yyyy: the field shows DD MMMM YYYY with Indonesian month names, accepts 17/08/1990 typed on
 * a phone keyboard too, and its value stays the API's YYYY-MM-DD. The back office imports it from
 * here; the customer's forms through `date-field.tsx`, which loads it when a form first shows one
 * (decision 0175).
 */
import '../../styles/dropdowns.css';
import '@mantine/dates/styles.css';
import { MSG } from '@kilau/shared';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/id';

dayjs.extend(customParseFormat);

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'locale' | 'dateParser'> {
  /** YYYY-MM-DD, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
}

export const DATE_DISPLAY_FORMAT = 'DD MMMM YYYY';
// Strict parsing reads 'D' and 'M' as unpadded only: '02/01/2030', the way most people type a date
// here, needs the padded forms too.
const TYPED_FORMATS = [
  'D MMMM YYYY',
  'D MMM YYYY',
  ...['/', '-', '.'].flatMap((sep) =>
    ['D', 'DD'].flatMap((d) => ['M', 'MM'].map((m) => [d, m, 'YYYY'].join(sep))),
  ),
  'YYYY-MM-DD',
];

/** What the customer typed as a YYYY-MM-DD date, or null when it is no date. */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return null;
  const parsed = dayjs(trimmed, TYPED_FORMATS, 'id', true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      locale="id"
      valueFormat={DATE_DISPLAY_FORMAT}
      dateParser={parseTypedDate}
      placeholder={MSG.datePlaceholder}
      defaultLevel={value ? 'month' : 'decade'}
      popoverProps={{ withinPortal: true }}
      // Emptying the text empties the value (by default the last date would silently stay).
      allowDeselect
      {...props}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}
