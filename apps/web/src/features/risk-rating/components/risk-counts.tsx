/**
 * The dashboard's count of new participants by risk level (docs/product/risk-rating.md § Screens):
 * each level a link to 'Peserta Baru' filtered by it. For the readers of the rating only.
 */
import { MSG, RISK_LEVELS, type RiskLevel, type StaffPrefix } from '@kilau/shared';
import { Anchor, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RiskLevelText } from '../../../components/backoffice/risk-level-text';
import { useRiskCount } from '../api/risk';

function LevelCount({
  prefix,
  level,
  listPath,
}: {
  prefix: StaffPrefix;
  level: RiskLevel;
  listPath: string;
}) {
  const count = useRiskCount(prefix, level);
  return (
    <Anchor
      component={Link}
      to={`${listPath}?risiko=${level}`}
      underline="hover"
      data-testid={`risk-count-${level}`}
    >
      <Stack gap={0} align="flex-start">
        <Text size="sm">
          <RiskLevelText level={level} />
        </Text>
        {count.isLoading ? (
          <Loader size="xs" />
        ) : (
          <Text fz={28} fw={700} c="dark">
            {count.isError ? '-' : (count.data ?? 0)}
          </Text>
        )}
      </Stack>
    </Anchor>
  );
}

export function RiskCounts({ prefix, listPath }: { prefix: StaffPrefix; listPath: string }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={MSG.riskCountsTitle}>
      <Text size="sm" c="dimmed" mb="xs">
        {MSG.riskCountsTitle}
      </Text>
      <Group gap="xl">
        {[...RISK_LEVELS].reverse().map((level) => (
          <LevelCount key={level} prefix={prefix} level={level} listPath={listPath} />
        ))}
      </Group>
    </Card>
  );
}
