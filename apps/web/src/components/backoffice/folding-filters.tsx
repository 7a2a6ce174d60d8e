/**
 * A list's filters: in view on a wide screen; on a phone folded behind one 'Filter' button that
 * says how many are set (decision 0134), so that the list itself starts near the top of the screen.
 */
import { fillTemplate, MSG } from '@kilau/shared';
import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { usePhoneWidth } from '../../lib/use-phone-width';

export function FoldingFilters({ active, children }: { active: number; children: ReactNode }) {
  const phone = usePhoneWidth();
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  if (!phone) return <>{children}</>;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        size="xs"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        rightSection={<span aria-hidden>{opened ? '▴' : '▾'}</span>}
        style={{ alignSelf: 'flex-start' }}
      >
        {active > 0 ? fillTemplate(MSG.listFiltersActive, { count: active }) : MSG.listFiltersShow}
      </Button>
      <Collapse expanded={opened} id={id}>
        <Stack gap="sm">{children}</Stack>
      </Collapse>
    </Stack>
  );
}
