/**
 * The statement video's sentence to read aloud and its shortest length (decision 0125): on the
 * card before recording and above the camera while recording.
 */
import { fillTemplate, MSG, STATEMENT_VIDEO_MIN_SECONDS } from '@kilau/shared';
import { Paper, Text } from '@mantine/core';

/** The statement to read, shown on the card and again above the camera while recording. */
export function StatementScript({ statement }: { statement: string }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="statement-script">
      <Text size="xs" fw={600}>
        {MSG.attachVideoScriptTitle}
      </Text>
      <Text size="sm">{statement}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {fillTemplate(MSG.attachVideoMinLength, { seconds: STATEMENT_VIDEO_MIN_SECONDS })}
      </Text>
    </Paper>
  );
}
