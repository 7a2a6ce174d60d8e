/**
 * 'Kecocokan baru: N' with N a link to those N participants (decision 0132): the run's findings
 * page. A run that flagged nobody shows 0, without a link.
 */
import { fillTemplate, MSG, type ScreeningRun } from '@kilau/shared';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/staff-paths';

export function FlaggedLink({ run }: { run: Pick<ScreeningRun, 'id' | 'flagged'> }) {
  const n = run.flagged.toLocaleString('id-ID');
  if (run.flagged === 0) return <span data-testid="run-flagged-count">{n}</span>;
  return (
    <Anchor
      component={Link}
      to={paths.watchlistRunFindings(run.id)}
      fw={700}
      inherit
      underline="always"
      aria-label={fillTemplate(MSG.watchlistFindingsOpen, { count: n })}
      data-testid="run-flagged-count"
    >
      {n}
    </Anchor>
  );
}
