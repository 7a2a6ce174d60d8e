/**
 * A request's supporting document, read through the staff file route by its id (audited): a picture
 * is shown and opens full size, a PDF is offered as a link that opens it. The object URL is released
 * when the detail closes.
 */
import { MSG } from '@kilau/shared';
import { Anchor, Card, Center, Image, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FileProblem } from '../../../../components/backoffice/document-card';
import { apiDownload } from '../../../../lib/api-client';

function useStaffDocument(fileId: string | null) {
  const query = useQuery({
    queryKey: ['data-request-document', fileId],
    enabled: fileId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    queryFn: async () => {
      const { blob } = await apiDownload(`/v1/get/file?id=${encodeURIComponent(fileId ?? '')}`);
      return { url: URL.createObjectURL(blob), image: blob.type.startsWith('image/') };
    },
  });
  const url = query.data?.url;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return query;
}

export function RequestDocument({ fileId }: { fileId: string | null }) {
  const file = useStaffDocument(fileId);
  return (
    <Card withBorder padding="xs">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {MSG.dataRequestDocument}
        </Text>
        {!fileId ? (
          <Text size="sm" c="dimmed">
            {MSG.dataRequestNoDocument}
          </Text>
        ) : file.data ? (
          <Anchor href={file.data.url} target="_blank" rel="noopener" size="sm" fw={600}>
            {file.data.image ? (
              <Image src={file.data.url} alt={MSG.dataRequestDocument} h={200} fit="contain" />
            ) : (
              MSG.dataRequestDocumentOpen
            )}
          </Anchor>
        ) : (
          <Center h={80}>
            {file.isError ? <FileProblem file={file} /> : <Loader size="sm" aria-label={MSG.loading} />}
          </Center>
        )}
      </Stack>
    </Card>
  );
}
