/**
 * 'Catatan internal' in the participant detail (decision 0112): what reviewers noticed, newest
 * first with author and time. A note cannot be changed or removed (the server refuses it), so the
 * card offers only 'Tambah catatan'; the schema's messages say what is wrong with the text.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CASE_NOTE_MAX, caseNoteBodySchema, formatWibDateTime, MSG, type StaffPrefix } from '@kilau/shared';
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useAddCaseNote, useCaseNotes } from '../api/case-file';

export function CaseNotesCard({ prefix, participantId }: { prefix: StaffPrefix; participantId: string }) {
  const notes = useCaseNotes(prefix, participantId);
  const add = useAddCaseNote(prefix, participantId);
  const [failure, setFailure] = useState('');
  const form = useForm<{ body: string }>({
    resolver: zodResolver(caseNoteBodySchema),
    defaultValues: { body: '' },
  });
  const length = form.watch('body').length;
  const submit = form.handleSubmit(async ({ body }) => {
    setFailure('');
    try {
      await add.mutateAsync(body);
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
            <Button type="submit" loading={add.isPending}>
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
