/** '?': the detail's keyboard shortcuts, and the reminder that no single key decides. */
import { MSG } from '@kilau/shared';
import { Kbd, Modal, Table, Text } from '@mantine/core';

export const SHORTCUTS: readonly { keys: string[]; label: string }[] = [
  { keys: ['j', '→'], label: MSG.shortcutNextDocument },
  { keys: ['k', '←'], label: MSG.shortcutPreviousDocument },
  { keys: ['+'], label: MSG.shortcutZoomIn },
  { keys: ['-'], label: MSG.shortcutZoomOut },
  { keys: ['r'], label: MSG.shortcutRotate },
  { keys: ['n'], label: MSG.shortcutNextFile },
  { keys: ['a'], label: MSG.shortcutApprove },
  { keys: ['t'], label: MSG.shortcutReject },
  { keys: ['u'], label: MSG.shortcutResubmission },
  { keys: ['?'], label: MSG.shortcutHelp },
];

export function ShortcutsOverlay({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={MSG.shortcutsTitle} centered>
      <Table withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{MSG.shortcutsKeyColumn}</Table.Th>
            <Table.Th>{MSG.shortcutsActionColumn}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((s) => (
            <Table.Tr key={s.label}>
              <Table.Td>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && ' / '}
                    <Kbd>{k}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{s.label}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="sm">
        {MSG.shortcutsNoFinal}
      </Text>
    </Modal>
  );
}
