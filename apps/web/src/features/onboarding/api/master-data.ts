import {
  MASTER_DATA_BANK_TYPES,
  type MasterDataBankType,
  type MasterDataPlatformType,
  type MasterDataType,
  type RegionType,
} from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useCustomerRecord } from './customer-record';

// The replies' schemas arrive with zod, after the first paint (decision 0107).
const replies = () => import('./step-reply-schemas');

/** An option as the selects use it: the id and the label from the field named for the type. */
export interface Option {
  value: string;
  label: string;
  code: string;
}

const STALE_MS = 30 * 60_000;

async function fetchOptions(type: MasterDataType, path: string): Promise<Option[]> {
  const reply = await apiRequest('GET', path, {
    schema: () => replies().then((m) => m.masterDataReplySchema(type)),
  });
  return reply.data.map((o) => {
    const row = o as Record<string, string>;
    return { value: row._id ?? '', label: row[type] ?? '', code: row.code ?? '' };
  });
}

/**
 * GET /v2/master_data/{type}/{scopeId}: the bank's lists (gender, religion, marriage, education)
 * take the bank code, the platform's (occupation, …, province) the platform id.
 */
export function masterDataQuery(
  type: MasterDataBankType | MasterDataPlatformType | 'province',
  scopeId: string | null | undefined,
) {
  return {
    queryKey: ['master-data', type, scopeId],
    queryFn: () => fetchOptions(type, `/v2/master_data/${type}/${encodeURIComponent(scopeId ?? '')}`),
    staleTime: STALE_MS,
  };
}

/** A master-data list (masterDataQuery); waits for the scope. */
export function useMasterData(
  type: MasterDataBankType | MasterDataPlatformType | 'province',
  scopeId: string | null | undefined,
) {
  return useQuery({ ...masterDataQuery(type, scopeId), enabled: Boolean(scopeId) });
}

export function isBankType(type: MasterDataType): type is MasterDataBankType {
  return (MASTER_DATA_BANK_TYPES as readonly string[]).includes(type);
}

/**
 * A level of the region cascade on a platform (GET /v2/master_data/province/{platformId}, then
 * /v2/master_data/{level}/{platformId}/{parentId}): below the province, the regions of the chosen
 * province, regency or district.
 */
export function regionsQuery(
  level: RegionType,
  platform: string | null | undefined,
  parentId: string | null | undefined,
) {
  const path =
    level === 'province'
      ? `/v2/master_data/province/${encodeURIComponent(platform ?? '')}`
      : `/v2/master_data/${level}/${encodeURIComponent(platform ?? '')}/${encodeURIComponent(parentId ?? '')}`;
  return {
    queryKey: ['master-data', level, platform, level === 'province' ? null : parentId],
    queryFn: () => fetchOptions(level, path),
    staleTime: STALE_MS,
  };
}

/**
 * The region cascade (regionsQuery). For 'province' the parent is the platform id; below it the
 * chosen province, regency or district. Waits until the parent is chosen. The platform id defaults
 * to the customer record's.
 */
export function useRegions(
  level: RegionType,
  parentId: string | null | undefined,
  platformId?: string | null,
) {
  const fromRecord = useCustomerRecord().platformId;
  const platform = platformId ?? (level === 'province' ? (parentId ?? fromRecord) : fromRecord);
  return useQuery({
    ...regionsQuery(level, platform, parentId),
    enabled: Boolean(platform) && (level === 'province' || Boolean(parentId)),
  });
}
