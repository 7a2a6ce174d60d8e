import { MSG } from '@kilau/shared';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { LegalDocumentModal } from './legal-document';

/**
 * The intermediary's profile (profil-perusahaan) to read, without the acknowledgement: step 1
 * offers the profile (docs/product/onboarding.md § Screens), and the acknowledgement itself is given once, on step 2, where
 * it is saved (docs/product/onboarding.md § Rules "the work step: … plus the profile acknowledgement"). A module of its
 * own so that step 1 does not carry the acknowledgement's checkbox.
 */
export function ProfileReadLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setOpen(true)}>
        {MSG.profileAckOpen}
      </Anchor>
      <LegalDocumentModal documentId="profil-perusahaan" opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
