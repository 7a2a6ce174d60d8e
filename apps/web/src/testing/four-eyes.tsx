/**
 * Four eyes around what a test renders, as the back office's routes mount it (decision 0181): the
 * real proposal call, pending proposal's card and maker's notice of features/four-eyes, for the tests
 * of the features it is handed to (the review's dialogs and detail, the screening panel).
 */
import type { ReactElement } from 'react';
import { FourEyesProvider } from '../features/four-eyes/components/four-eyes-provider';

export function withFourEyes(ui: ReactElement) {
  return <FourEyesProvider>{ui}</FourEyesProvider>;
}
