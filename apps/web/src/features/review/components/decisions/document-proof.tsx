/**
 * What stands beside a document on the detail: the fields it proves (the KTP: name, NIK, birth
 * place and date, address; the photo with the KTP and the signature: the name), the NIK warnings
 * and shared identities beside the KTP, the reviewer's decision on it, and its versions once it was
 * sent back. The reviewer compares without scrolling between the picture and the data.
 */
import { type KycDetail, MSG, type ResubmissionItem, type ResubmissionRequestView } from '@kilau/shared';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { dash } from '../../../../components/backoffice/detail-section';
import type { DocumentKey } from '../document-gallery';
import { ChangedBadge } from '../versions/changed-badge';
import { ItemVersions } from '../versions/item-versions';
import { changedSinceReview, latestFix } from '../versions/version-model';
import { DecisionControl } from './decision-control';
import { Duplicates, NikWarnings } from './identity-warnings';
import type { ChecksState } from './use-checks';
import type { DecisionsState } from './use-decisions';

type Proof = [label: string, value: string];

function provenFields(key: DocumentKey, d: KycDetail): Proof[] {
  const name: Proof = [MSG.detailFullname, dash(d.fullname)];
  const a = d.identity_address;
  switch (key) {
    case 'ktp':
      return [
        name,
        [MSG.ktpNoLabel, dash(d.ktp_no)],
        [MSG.detailBirth, [d.place_of_birth, d.date_of_birth_text].filter(Boolean).join(', ') || '-'],
        [
          MSG.addressLabel,
          [
            a.address,
            a.village_type?.name,
            a.district_type?.name,
            a.regency_type?.name,
            a.province_type?.name,
          ]
            .filter(Boolean)
            .join(', ') || '-',
        ],
      ];
    case 'photo_with_ktp':
    case 'signature':
      return [name];
    default:
      return [];
  }
}

const DECIDABLE = new Set<string>(['ktp', 'photo', 'photo_with_ktp', 'signature', 'statement_video']);

export function DocumentProof({
  docKey,
  detail,
  history,
  decisions,
  checks,
}: {
  docKey: DocumentKey;
  detail: KycDetail;
  history: readonly ResubmissionRequestView[];
  /** Present when the caller may send the participant back for a fix. */
  decisions: DecisionsState | null;
  checks: ChecksState;
}) {
  const fields = provenFields(docKey, detail);
  const item = DECIDABLE.has(docKey) ? (docKey as ResubmissionItem) : null;
  const version = item ? latestFix(history, item) : null;
  const changed = item !== null && changedSinceReview(history).has(item);
  return (
    <Stack gap="sm">
      {(fields.length > 0 || changed) && (
        <Card withBorder padding="sm" bg="gray.0">
          <Group justify="space-between" gap="xs" mb={fields.length > 0 ? 6 : 0}>
            {fields.length > 0 && (
              <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                {MSG.documentProves}
              </Text>
            )}
            {changed && <ChangedBadge />}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
            {fields.map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Card>
      )}
      {docKey === 'ktp' && (
        <>
          <NikWarnings warnings={detail.nik_warnings} />
          <Duplicates items={detail.duplicates} />
        </>
      )}
      {item && (decisions || checks.mayCheck) && (
        <DecisionControl item={item} decisions={decisions} checks={checks} />
      )}
      {version && <ItemVersions version={version} />}
    </Stack>
  );
}

/** A data section's decision, badge and changed fields, placed between its title and its fields. */
export function SectionDecision({
  item,
  history,
  decisions,
  checks,
}: {
  item: ResubmissionItem;
  history: readonly ResubmissionRequestView[];
  decisions: DecisionsState | null;
  checks: ChecksState;
}) {
  const version = latestFix(history, item);
  const changed = changedSinceReview(history).has(item);
  const deciding = decisions !== null || checks.mayCheck;
  if (!deciding && !version && !changed) return null;
  return (
    <Stack gap="xs" mb="sm">
      {changed && <ChangedBadge />}
      {deciding && <DecisionControl item={item} decisions={decisions} checks={checks} />}
      {version && <ItemVersions version={version} />}
    </Stack>
  );
}
