/**
 * The participant's documents the account is compared with (KTP, photo with KTP, signature), each
 * fetched as a blob through the managing-bank file route; a click opens one full size in a new tab.
 * A picture that fails says why in the server's words (the file store down: its 503 message), with a retry.
 */
import { type ManagingBankDetail, MSG } from '@kilau/shared';
import { SimpleGrid } from '@mantine/core';
import { DocumentCard } from '../../../components/backoffice/document-card';
import { useManagingBankFileUrl } from '../api/managing-bank-file';

const DOCUMENTS = [
  { key: 'ktp', label: MSG.galleryKtp },
  { key: 'photo_with_ktp', label: MSG.galleryPhotoWithKtp },
  { key: 'signature', label: MSG.gallerySignature },
] as const;

function Document({ path, label }: { path: string | null; label: string }) {
  return (
    <DocumentCard
      label={label}
      path={path}
      file={useManagingBankFileUrl(path)}
      emptyText={MSG.managingBankNoDocument}
      height={180}
    />
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
