/**
 * A data update's changes on the request's detail (decision 0217): per step changed, a table of
 * its fields with the record's value when the request was sent and the new one, as the server
 * words them (an option by its name; null reads '-'). On a phone the field's name is a row of its
 * own above its two values: beside them in a third column it left the values too narrow for a
 * phone number, which broke in the middle. Narrower than a phone, the table scrolls sideways.
 */
import { DATA_UPDATE_STEP_LABELS, type DataUpdateStep, MSG } from '@kilau/shared';
import { Card, Stack, Table, Title } from '@mantine/core';
import { dash } from '../../../../components/backoffice/detail-section';
import { TableScrollContainer } from '../../../../lib/table-scroll-container';
import { usePhoneWidth } from '../../../../lib/use-phone-width';

export interface DataUpdateStepChanges {
  step: DataUpdateStep;
  fields: { field: string; label: string; before: string | null; after: string | null }[];
}

// Breaks a word only where it cannot fit whole (a long e-mail address), never a number that can.
const wrap = { overflowWrap: 'break-word' } as const;

type Field = DataUpdateStepChanges['fields'][number];

/** Laptop: the field, its value before and after, side by side. */
function FieldRowsWide({ fields }: { fields: Field[] }) {
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="30%">{MSG.dataUpdateColField}</Table.Th>
          <Table.Th>{MSG.dataUpdateColBefore}</Table.Th>
          <Table.Th>{MSG.dataUpdateColAfter}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((f) => (
          <Table.Tr key={f.field}>
            <Table.Th scope="row" fw={600} style={wrap}>
              {f.label}
            </Table.Th>
            <Table.Td style={wrap}>{dash(f.before)}</Table.Td>
            <Table.Td style={wrap}>{dash(f.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

/** Phone: each field a group of two rows, its name heading its values before and after. */
function FieldRowsNarrow({ fields }: { fields: Field[] }) {
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{MSG.dataUpdateColBefore}</Table.Th>
          <Table.Th>{MSG.dataUpdateColAfter}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      {fields.map((f) => (
        <Table.Tbody key={f.field}>
          <Table.Tr bg="var(--mantine-color-gray-0)">
            <Table.Th scope="rowgroup" colSpan={2} fw={600} style={wrap}>
              {f.label}
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            <Table.Td style={wrap}>{dash(f.before)}</Table.Td>
            <Table.Td style={wrap}>{dash(f.after)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      ))}
    </>
  );
}

export function UpdateChanges({ steps }: { steps: DataUpdateStepChanges[] }) {
  const phone = usePhoneWidth();
  const FieldRows = phone ? FieldRowsNarrow : FieldRowsWide;
  return (
    <Card withBorder component="section" aria-labelledby="data-update-changes">
      <Title order={2} fz={18} mb="sm" id="data-update-changes">
        {MSG.dataUpdateTableTitle}
      </Title>
      <Stack gap="lg">
        {steps.map(({ step, fields }) => (
          <Stack key={step} gap="xs" data-testid={`data-update-${step}`}>
            <Title order={3} fz="md" id={`data-update-step-${step}`}>
              {DATA_UPDATE_STEP_LABELS[step]}
            </Title>
            <TableScrollContainer minWidth={300}>
              <Table
                withTableBorder
                layout="fixed"
                aria-labelledby={`data-update-step-${step}`}
                verticalSpacing="xs"
              >
                <FieldRows fields={fields} />
              </Table>
            </TableScrollContainer>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
