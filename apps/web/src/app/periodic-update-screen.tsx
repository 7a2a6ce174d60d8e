/**
 * /pengkinian-data/ubah (decision 0217): the onboarding's forms of steps 2, 3 and 5 (its
 * DataUpdatePage) sending one data request of kind `update` through the data-rights feature's call,
 * after which the periodic review is read again, so that 'Pengkinian Data' says the change waits.
 * Features do not import each other (architecture.md §3.1): app joins the three here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCreateDataRequest } from '../features/data-rights/api/data-rights';
import DataUpdatePage from '../features/onboarding/components/update/data-update-page';
import { periodicReviewKey } from '../features/periodic-review/api/periodic-review';

export default function PeriodicUpdateScreen() {
  const create = useCreateDataRequest();
  const queryClient = useQueryClient();
  return (
    <DataUpdatePage
      onSend={async (changes) => {
        const reply = await create.mutateAsync({ kind: 'update', changes });
        void queryClient.invalidateQueries({ queryKey: periodicReviewKey });
        return reply;
      }}
    />
  );
}
