/**
 * The e-mails of a data request (decision 0113): the receipt with its due time, and the outcome
 * (done, or declined with the reason). Plain words, Indonesian, from the message catalogue.
 */
import {
  type DataRequestKind,
  dataCorrectionFieldLabel,
  fillTemplate,
  formatWibDateTime,
  MSG,
} from '@kilau/shared';
import type { EmailMessage } from '../../plugins/mail';

export const KIND_LABELS: Readonly<Record<DataRequestKind, string>> = {
  correction: MSG.dataRequestKindCorrection,
  restriction: MSG.dataRequestKindRestriction,
  deletion: MSG.dataRequestKindDeletion,
  update: MSG.dataRequestKindUpdate,
};

const fieldLabel = (field: string | null) => dataCorrectionFieldLabel(field) ?? MSG.dataRequestFieldOther;

interface RequestFacts {
  kind: DataRequestKind;
  /** An update's steps, by name. */
  steps: string[];
  field: string | null;
  requestedValue: string | null;
  createdAt: Date;
  dueAt: Date;
}

function letter(to: string, name: string, subject: string, body: string[]): EmailMessage {
  const text = [
    fillTemplate(MSG.approvalEmailGreeting, { name }),
    '',
    ...body,
    '',
    MSG.dataRequestMailOutro,
    '',
    MSG.activationEmailSignature,
  ].join('\n');
  return { to, subject, text };
}

export function receiptEmail(to: string, name: string, r: RequestFacts): EmailMessage {
  return letter(to, name, MSG.dataRequestReceiptSubject, [
    fillTemplate(MSG.dataRequestReceiptBody, {
      kind: KIND_LABELS[r.kind],
      due: formatWibDateTime(r.dueAt).replace(/ WIB$/, ''),
    }),
    ...(r.kind === 'correction'
      ? [
          fillTemplate(MSG.dataRequestReceiptCorrection, {
            field: fieldLabel(r.field),
            value: r.requestedValue ?? '',
          }),
        ]
      : []),
    ...(r.kind === 'update'
      ? [fillTemplate(MSG.dataRequestReceiptUpdate, { steps: r.steps.join(', ') })]
      : []),
  ]);
}

export function outcomeEmail(
  to: string,
  name: string,
  r: RequestFacts,
  o: { outcome: 'done' | 'declined'; note: string; eraseAfter: Date | null; erasedSoon: boolean },
): EmailMessage {
  const created = formatWibDateTime(r.createdAt).replace(/ WIB$/, '');
  const kind = KIND_LABELS[r.kind];
  const noteLine = o.note ? [fillTemplate(MSG.dataRequestOutcomeNote, { note: o.note })] : [];
  if (o.outcome === 'declined') {
    return letter(to, name, MSG.dataRequestDeclinedSubject, [
      fillTemplate(MSG.dataRequestDeclinedBody, { kind, created, reason: o.note }),
    ]);
  }
  const effect =
    r.kind === 'correction'
      ? fillTemplate(MSG.dataRequestDoneCorrection, { field: fieldLabel(r.field) })
      : r.kind === 'update'
        ? fillTemplate(MSG.dataRequestDoneUpdate, { steps: r.steps.join(', ') })
        : o.erasedSoon
          ? MSG.dataRequestDoneErasedSoon
          : fillTemplate(MSG.dataRequestDoneClosed, {
              erase: o.eraseAfter ? formatWibDateTime(o.eraseAfter) : '',
            });
  return letter(to, name, MSG.dataRequestDoneSubject, [
    fillTemplate(MSG.dataRequestDoneBody, { kind, created }),
    effect,
    ...noteLine,
  ]);
}
