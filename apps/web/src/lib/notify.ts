/** Toasts: 2 s (`NOTIFICATION_MS`, docs/product/back-office.md § Limits), top-center. */

import { NOTIFICATION_MS } from '@kilau/shared';
import type { NotificationData } from '@mantine/notifications';

// Loaded on first use rather than with the first page: the store is module state, so the container
// mounted in main.tsx shows what is raised here, whichever of the two loads first.
function show(notification: NotificationData) {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notification));
}

export function notifySuccess(message: string, autoClose = NOTIFICATION_MS) {
  show({ message, color: 'teal', autoClose });
}

export function notifyError(message: string, autoClose = NOTIFICATION_MS) {
  show({ message, color: 'red', autoClose });
}

/** A saved change that the customer should look at again (e.g. a NIK that disagrees with their data). */
export function notifyWarning(message: string, autoClose = 2 * NOTIFICATION_MS) {
  show({ message, color: 'gold', autoClose });
}
