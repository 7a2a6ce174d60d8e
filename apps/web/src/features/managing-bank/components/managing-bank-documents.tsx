/**
 * The participant's documents the account is compared with (KTP, photo with KTP, signature), each
 * fetched as a blob through the managing-bank file route. A picture that fails says so, with a retry.
 */
import { type ManagingBankDetail, MSG } from '@kilau/shared';
import { Anchor, Button, Card, Center, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useManagingBankFileUrl } from '../api/managing-bank-file';

const DOCUMENTS = [
  { key: 'ktp', label: MSG.galleryKtp },
  { key: 'photo_with_ktp', label: MSG.galleryPhotoWithKtp },
  { key: 'signature', label: MSG.gallerySignature },
] as const;

function Document({ path, label }: { path: string | null; label: string }) {
  const file = useManagingBankFileUrl(path);
  return (
    <Card withBorder padding="xs">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {!path ? (
          <Center h={180}>
            <Text size="sm" c="dimmed">
              {MSG.managingBankNoDocument}
            </Text>
          </Center>
        ) : file.data ? (
          // Opens full size in a new tab (the object URL lives while this screen is open).
          <Anchor href={file.data} target="_blank" rel="noopener" aria-label={label}>
            <Image src={file.data} alt={label} h={180} fit="contain" />
          </Anchor>
        ) : file.isError ? (
          <Center h={180}>
            <Stack gap="xs" align="center" role="alert">
              <Text size="sm" c="red.9">
                {MSG.managingBankImageFailed}
              </Text>
              <Button size="xs" variant="light" color="red" onClick={() => void file.refetch()}>
                {MSG.buttonRetry}
              </Button>
            </Stack>
          </Center>
        ) : (
          <Center h={180}>
            <Loader size="sm" aria-label={MSG.loading} />
          </Center>
        )}
      </Stack>
    </Card>
  );
}

export function ManagingBankDocuments({ documents }: { documents: ManagingBankDetail['documents'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {DOCUMENTS.map((d) => (
        <Document key={d.key} path={documents[d.key]} label={d.label} />
      ))}
    </SimpleGrid>
  );
}
