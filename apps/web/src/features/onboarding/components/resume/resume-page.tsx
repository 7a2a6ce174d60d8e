/**
 * /register-lanjut: where a returning customer is sent (after login, or from a "continue" link).
 * It opens the first step of the record's flow that is not saved yet, so someone who stopped at
 * the finances does not start again at step 1; a step skipped on the way comes first. Every saved
 * step stays one tap away in the step indicator.
 */
import { MSG, resumeStep } from '@kilau/shared';
import { Navigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/use-page-title';
import { WithCustomerRecord } from '../shared/no-record-gate';

export default function ResumePage() {
  // Shown only while the record loads, before the step it sends the customer to names itself.
  usePageTitle(MSG.resumePageTitle);
  return (
    <WithCustomerRecord>
      {(record) => (
        <Navigate
          replace
          to={
            // A record waiting for a fix resumes at the list of what to fix (decision 0112).
            record.state === 'fix'
              ? paths.registerFix
              : resumeStep(record.flow, record.state ?? 'open', record.savedSections).route
          }
        />
      )}
    </WithCustomerRecord>
  );
}
