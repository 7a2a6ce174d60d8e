/**
 * 'Catatan internal' (decisions 0112, 0208): what staff noticed, newest first with author and
 * time, under a form that only adds. A note cannot be changed or removed (the server refuses it);
 * the schema's messages say what is wrong with the text. Whose notes these are, and who reads
 * them, is the caller's: a participant's (case-file) or a monitoring case's (the officers' only).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CASE_NOTE_MAX, type CaseNote, caseNoteBodySchema, formatWibDateTime, MSG } from '@kilau/shared';
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { FormAlert } from '../ui/form-alert';
import { QueryState } from '../ui/query-state';

export function NotesCard({
  notes,
  onAdd,
  adding,
  intro,
}: {
  /** The notes as a query gives them. */
  notes: { data: CaseNote[] | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
  /** Stores a note; rejects with the server's error, which the form shows. */
  onAdd: (body: string) => Promise<unknown>;
  adding: boolean;
  /** A line under the title (who reads these notes). */
  intro?: ReactNode;
}) {
  const [failure, setFailure] = useState('');
  const form = useForm<{ body: string }>({
    resolver: zodResolver(caseNoteBodySchema),
    defaultValues: { body: '' },
  });
  const length = form.watch('body').length;
  const submit = form.handleSubmit(async ({ body }) => {
    setFailure('');
    try {
      await onAdd(body);
      form.reset({ body: '' });
      notifySuccess(MSG.caseNoteSaved);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  return (
    <Card withBorder>
      <Title order={2} fz={18} mb="sm">
        {MSG.caseNotesTitle}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" mb="sm">
          {intro}
        </Text>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="xs">
          <Textarea
            aria-label={MSG.caseNoteAdd}
            placeholder={MSG.caseNotePlaceholder}
            autosize
            minRows={2}
            maxRows={8}
            description={`${length}/${CASE_NOTE_MAX}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={form.formState.errors.body?.message}
            {...form.register('body')}
          />
          <FormAlert>{failure}</FormAlert>
          <Group justify="flex-end">
            <Button type="submit" loading={adding}>
              {MSG.caseNoteAdd}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Only the notes are list items: the loading, error and empty states sit outside the list. */}
      {!notes.data ? (
        <QueryState isLoading={notes.isLoading} error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <Text size="sm" c="dimmed" mt="md">
          {MSG.caseNotesEmpty}
        </Text>
      ) : (
        <Stack gap="sm" mt="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {notes.data.map((n) => (
            <Card key={n.id} component="li" withBorder radius="sm" padding="sm" bg="gray.0">
              <Text size="xs" c="dimmed">
                {n.author} · {formatWibDateTime(n.created_at)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.body}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
