/**
 * 'Penilaian Risiko Nasabah' on the participant's detail (docs/product/risk-rating.md § Screens):
 * the level and score, each reason with its points, the model and time of the rating, and the
 * earlier ratings. Shown to the broker's reviewers and the super admin only.
 */
import {
  FOUR_EYES_PROPOSE_ROLES,
  fillTemplate,
  formatWibDateTime,
  MSG,
  RISK_LEVEL_LABELS,
  type RiskLevel,
  type RiskOverrideView,
  type RiskRatingView,
  type StaffPrefix,
} from '@kilau/shared';
import { Accordion, Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/session';
import { useRiskRating } from '../api/risk';
import { RiskOverrideModal } from './risk-override-modal';

const LEVEL_COLORS: Record<RiskLevel, string> = { rendah: 'teal', menengah: 'yellow', tinggi: 'red' };

const TRIGGER_LABELS: Record<string, string> = {
  submission: MSG.riskTriggerSubmission,
  resubmission: MSG.riskTriggerResubmission,
  correction: MSG.riskTriggerCorrection,
  screening: MSG.riskTriggerScreening,
  video_call: MSG.riskTriggerVideoCall,
  model: MSG.riskTriggerModel,
  manual: MSG.riskTriggerManual,
  list: MSG.riskTriggerList,
  blacklist: MSG.riskTriggerBlacklist,
  override: MSG.riskTriggerOverride,
  monitoring: MSG.riskTriggerMonitoring,
  update: MSG.riskTriggerUpdate,
};

function Reasons({ rating }: { rating: RiskRatingView }) {
  if (rating.reasons.length === 0) return <Text size="sm">{MSG.riskNoReasons}</Text>;
  return (
    <List size="sm" spacing={4} data-testid="risk-reasons">
      {rating.reasons.map((r) => (
        <List.Item key={r.factor}>
          {r.text}{' '}
          <Text span size="xs" c="dimmed">
            ({fillTemplate(MSG.riskReasonPoints, { points: r.points })}
            {r.floor && `, ${fillTemplate(MSG.riskReasonFloor, { level: RISK_LEVEL_LABELS[r.floor] })}`})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** A running manual override (decision 0196): its level and last day, who decided it and why, the model's own level. */
function OverrideNote({
  override,
  modelLevel,
}: {
  override: RiskOverrideView;
  modelLevel: RiskLevel | null;
}) {
  return (
    <Alert color="grape" variant="light" data-testid="risk-override">
      <Text size="sm" fw={600}>
        {fillTemplate(MSG.riskOverrideActive, {
          level: RISK_LEVEL_LABELS[override.level],
          date: formatWibDateTime(override.expires_at),
        })}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {fillTemplate(MSG.riskOverrideBy, {
          proposer: override.proposed_by,
          checker: override.decided_by,
          reason: override.reason,
        })}
      </Text>
      {modelLevel && (
        <Text size="xs" c="dimmed">
          {fillTemplate(MSG.riskOverrideModelLevel, { level: RISK_LEVEL_LABELS[modelLevel] })}
        </Text>
      )}
    </Alert>
  );
}

export function RiskPanel({ prefix, participantId }: { prefix: StaffPrefix; participantId: string }) {
  const risk = useRiskRating(prefix, participantId);
  const { role } = useSession();
  const [overriding, setOverriding] = useState(false);
  const mayOverride =
    prefix === 'admin-broker' &&
    role !== null &&
    (FOUR_EYES_PROPOSE_ROLES.risk_override as readonly number[]).includes(role);
  const titleId = `risk-title-${participantId}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id={titleId}>
            {MSG.riskPanelTitle}
          </Title>
          {risk.data?.current && (
            <Group gap="xs" data-testid="risk-level">
              <Badge color={LEVEL_COLORS[risk.data.current.level]} size="lg" variant="light">
                {RISK_LEVEL_LABELS[risk.data.current.level]}
              </Badge>
              <Text size="sm" fw={600}>
                {fillTemplate(MSG.riskScore, { score: risk.data.current.score })}
              </Text>
            </Group>
          )}
        </Group>
        {!risk.data ? (
          <QueryState isLoading={risk.isLoading} error={risk.error} onRetry={() => void risk.refetch()} />
        ) : !risk.data.current ? (
          <Text size="sm" c="dimmed">
            {MSG.riskNotRated}
          </Text>
        ) : (
          <>
            {risk.data.override && (
              <OverrideNote override={risk.data.override} modelLevel={risk.data.current.model_level} />
            )}
            <Reasons rating={risk.data.current} />
            <Text size="xs" c="dimmed">
              {fillTemplate(MSG.riskRatedAt, {
                time: formatWibDateTime(risk.data.last_rated_at ?? risk.data.current.rated_at),
                version: risk.data.current.model_version,
              })}
            </Text>
            {risk.data.history.length > 1 && (
              <Accordion variant="contained">
                <Accordion.Item value="history">
                  <Accordion.Control>{MSG.riskHistoryTitle}</Accordion.Control>
                  <Accordion.Panel>
                    <List size="sm" spacing={4}>
                      {risk.data.history.map((h) => (
                        <List.Item key={h.rated_at}>
                          {fillTemplate(MSG.riskHistoryEntry, {
                            time: formatWibDateTime(h.rated_at),
                            level: RISK_LEVEL_LABELS[h.level],
                            score: h.score,
                            trigger: TRIGGER_LABELS[h.trigger] ?? h.trigger,
                          })}
                        </List.Item>
                      ))}
                    </List>
                  </Accordion.Panel>
                </Accordion.Item>
              </Accordion>
            )}
            {mayOverride && (
              <Group>
                <Button size="xs" variant="default" onClick={() => setOverriding(true)}>
                  {MSG.riskOverrideAction}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      {mayOverride && (
        <RiskOverrideModal
          prefix={prefix}
          participantId={participantId}
          current={risk.data?.current?.level ?? null}
          opened={overriding}
          onClose={() => setOverriding(false)}
        />
      )}
    </Card>
  );
}
