/**
 * 'Berikutnya' (decision 0112): takes the oldest unclaimed file of the caller's scope and opens its
 * detail. When nothing waits, the server's message says so beside the button.
 */
import { MSG } from '@kilau/shared';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/staff-paths';
import { errorMessage } from '../../../lib/api-client';
import { type ClaimPrefix, useNextCase } from '../api/case-ownership';

export function NextCaseButton({
  prefix,
  platformId,
  variant = 'filled',
}: {
  prefix: ClaimPrefix;
  /** Only this platform's files (the list's platform filter), else the caller's whole scope. */
  platformId?: string;
  variant?: 'filled' | 'default';
}) {
  const next = useNextCase(prefix);
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const take = () => {
    setNotice(null);
    next.mutate(platformId, {
      onSuccess: (data) => void navigate(paths.adminDetail(data.id)),
      onError: (err) => setNotice(errorMessage(err)),
    });
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant={variant} loading={next.isPending} onClick={take}>
        {MSG.caseNext}
      </Button>
      {notice && (
        <Text size="sm" c="dimmed" role="status">
          {notice}
        </Text>
      )}
    </Group>
  );
}
