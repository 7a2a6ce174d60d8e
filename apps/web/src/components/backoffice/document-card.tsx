/**
 * A stored document as the back office shows it: its name, and the picture once its blob has
 * loaded (a click opens it full size), '-' or a note where none was sent, a spinner while it loads.
 * A file that could not be loaded says why in the server's words (the file store down answers
 * 'Penyimpanan berkas sedang tidak dapat dihubungi…') with a retry, instead of a dead thumbnail.
 */
import { MSG } from '@kilau/shared';
import { Anchor, Button, Card, Center, Image, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';

/** What the card needs of a file's query (useFileUrl's answer). */
export interface FileQuery {
  data?: string;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export function FileProblem({ file }: { file: Pick<FileQuery, 'error' | 'isFetching' | 'refetch'> }) {
  return (
    <Stack gap={6} align="center" ta="center" px={4} role="alert">
      <Text size="xs">{file.error ? errorMessage(file.error) : MSG.technicalProblem}</Text>
      <Button size="compact-xs" variant="light" loading={file.isFetching} onClick={() => void file.refetch()}>
        {MSG.buttonRetry}
      </Button>
    </Stack>
  );
}

export function DocumentCard({
  label,
  path,
  file,
  onOpen,
  emptyText = '-',
  height = 140,
}: {
  label: string;
  path: string | null;
  file: FileQuery;
  /** Opens the picture full size (e.g. a lightbox); without it, a click opens it in a new tab. */
  onOpen?: () => void;
  /** What stands where no file was sent. */
  emptyText?: string;
  height?: number;
}) {
  const picture = file.data && <Image src={file.data} alt={label} h={height} fit="contain" />;
  return (
    <Card withBorder padding="xs">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {!path ? (
          <Center h={height}>
            <Text size="sm" c="dimmed">
              {emptyText}
            </Text>
          </Center>
        ) : file.data ? (
          onOpen ? (
            <UnstyledButton onClick={onOpen} aria-label={label}>
              {picture}
            </UnstyledButton>
          ) : (
            // The object URL lives while the screen that shows it is open.
            <Anchor href={file.data} target="_blank" rel="noopener" aria-label={label}>
              {picture}
            </Anchor>
          )
        ) : (
          <Center h={height}>
            {file.isError ? <FileProblem file={file} /> : <Loader size="sm" aria-label={MSG.loading} />}
          </Center>
        )}
      </Stack>
    </Card>
  );
}
