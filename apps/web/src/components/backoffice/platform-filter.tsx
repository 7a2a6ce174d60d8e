/**
 * The back-office lists' platform filter: 'Semua Platform' (no filter) or one platform of the
 * caller's scope. The list keeps the choice in its URL; null is no filter.
 */
import { MSG } from '@kilau/shared';
import { NativeSelect } from '@mantine/core';

const ALL = '';

export function PlatformFilter({
  value,
  options,
  onChange,
}: {
  value: string | null | undefined;
  /** The platforms offered, each as the list filters by it (an id or an app name) and its name. */
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
}) {
  return (
    <NativeSelect
      label={MSG.filterPlatform}
      value={value || ALL}
      onChange={(e) => onChange(e.currentTarget.value || null)}
      data={[{ value: ALL, label: MSG.filterAllPlatforms }, ...options]}
    />
  );
}
