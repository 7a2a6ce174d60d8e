/**
 * A participant's risk level as a word in its colour (docs/product/risk-rating.md), for the lists
 * and the dashboard; shown to the rating's readers only. The colours pass the contrast check on
 * white and on the tables' grey.
 */
import { MSG, RISK_LEVEL_LABELS, type RiskLevel } from '@kilau/shared';
import { Text, VisuallyHidden } from '@mantine/core';

const RISK_COLORS: Record<RiskLevel, string> = { rendah: 'teal.9', menengah: 'gold.8', tinggi: 'red.9' };

export function RiskLevelText({ level, labelled = false }: { level: RiskLevel; labelled?: boolean }) {
  return (
    <Text span inherit fw={600} c={RISK_COLORS[level]} data-testid="participant-risk">
      {/* In the narrow column the word 'Risiko' is read aloud, not drawn: the level stays in view. */}
      {labelled && <VisuallyHidden component="span">{MSG.colRisk} </VisuallyHidden>}
      {RISK_LEVEL_LABELS[level]}
    </Text>
  );
}
