/** Toasts with the specification's durations (2 s, top-center). */

import { NOTIFICATION_MS } from '@kilau/shared';
import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string, autoClose = NOTIFICATION_MS) {
  notifications.show({ message, color: 'teal', autoClose });
}

export function notifyError(message: string, autoClose = NOTIFICATION_MS) {
  notifications.show({ message, color: 'red', autoClose });
}

/** A saved change that the customer should look at again (e.g. a NIK that disagrees with their data). */
export function notifyWarning(message: string, autoClose = 2 * NOTIFICATION_MS) {
  notifications.show({ message, color: 'gold', autoClose });
}
