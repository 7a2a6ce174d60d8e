/**
 * The review checklist as a reviewer goes through it (decision 0131): on the participant's detail
 * every document and data section has its group with 'Diterima'; a document is accepted only once
 * the reviewer opened its file (the detail's gallery fetches every file, which counts). For tests
 * that approve through the API, the same steps through the calls the detail makes.
 */
import { MSG, RESUBMISSION_ITEMS, type ResubmissionItem, type StaffPrefix } from '@kilau/shared';
import { expect, type Locator, type Page } from '@playwright/test';
import { api } from './api';
import { baseUrl } from './base-url';
import { escapeRegExp } from './ui';

/** 'Diterima oleh <name>, <time>' as the detail shows it under an accepted item. */
export const ACCEPTED_BY = new RegExp(`^${escapeRegExp(MSG.checklistAcceptedBy.split('{name}')[0] ?? '')}`);

/** One item's group on the detail (a role group named after the item). */
export function decisionOf(page: Page, item: ResubmissionItem): Locator {
  return page.getByTestId(`decision-${item}`);
}

/** The state under an item: 'Belum diputuskan', 'Diterima oleh …' or changed since. */
export function checkStateOf(page: Page, item: ResubmissionItem): Locator {
  return decisionOf(page, item).getByTestId('check-state');
}

/**
 * Clicks 'Diterima' on every item of the detail the page shows (but `except`) and waits until each
 * reads 'Diterima oleh …'; an item already accepted is left as it is. A document's file may still
 * be loading when its 'Diterima' is clicked (the server then answers 'Buka dokumen ini dulu…'
 * beside it), so each click is repeated until the item is accepted.
 */
export async function acceptEveryItem(
  page: Page,
  options: { except?: readonly ResubmissionItem[] } = {},
): Promise<void> {
  const items = RESUBMISSION_ITEMS.filter((item) => !options.except?.includes(item));
  for (const item of items) {
    const group = decisionOf(page, item);
    const state = checkStateOf(page, item);
    await expect(group).toBeVisible();
    await expect(async () => {
      if (ACCEPTED_BY.test((await state.textContent()) ?? '')) return;
      await group.scrollIntoViewIfNeeded();
      await group.getByText(MSG.resubmissionAccept, { exact: true }).click();
      await expect(state).toHaveText(ACCEPTED_BY, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
  }
  for (const item of items) await expect(checkStateOf(page, item)).toHaveText(ACCEPTED_BY);
}

/**
 * The checklist through the API, as the detail does it: each document of the participant opened
 * through the staff file route, then every item not yet accepted accepted (PUT …/checklist/{item}).
 */
export async function acceptChecklistByApi(
  token: string,
  id: string,
  prefix: Extract<StaffPrefix, 'admin-broker' | 'admin-bank'> = 'admin-broker',
): Promise<void> {
  const detail = await api<{ data?: { customer?: { attachment?: Record<string, string | null> } } }>(
    'GET',
    `/v1/${prefix}/kyc/detail/${id}`,
    undefined,
    token,
  );
  expect(detail.status, JSON.stringify(detail.json)).toBe(200);
  const attachment = detail.json.data?.customer?.attachment ?? {};
  const checklist = await api<{ data?: { items?: { item: ResubmissionItem; state: string }[] } }>(
    'GET',
    `/v1/${prefix}/kyc/${id}/checklist`,
    undefined,
    token,
  );
  expect(checklist.status, JSON.stringify(checklist.json)).toBe(200);
  const items = checklist.json.data?.items ?? [];
  expect(items.map((i) => i.item).sort()).toEqual([...RESUBMISSION_ITEMS].sort());
  for (const { item, state } of items) {
    if (state === 'accepted') continue;
    const key = attachment[item];
    if (key) {
      const file = await fetch(`${baseUrl()}/v1/get/file?path=${encodeURIComponent(key)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.status, `${item}: GET /v1/get/file`).toBe(200);
      await file.arrayBuffer();
    }
    const accepted = await api('PUT', `/v1/${prefix}/kyc/${id}/checklist/${item}`, undefined, token);
    expect(accepted.status, `${item}: ${JSON.stringify(accepted.json)}`).toBe(200);
  }
}
