/** The colour of a claim's state badge, the same in the queue and the detail. */
import type { ClaimState } from '@amanati/shared/claims';

export const STATE_COLOR: Record<ClaimState, string> = {
  submitted: 'blue',
  info_requested: 'orange',
  approved: 'green',
  rejected: 'red',
};
