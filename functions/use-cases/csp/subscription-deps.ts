import { partnerCenter } from '../../lib/partner-center/partner-center';
import type { PartnerCenter } from '../../lib/partner-center/port';
import { getAccount } from '../../lib/table/microsoft-accounts';
import { getSubscription, subscriptionsOf } from '../../lib/table/microsoft-subscriptions';
import type { WorkflowPorts } from '../workflow/workflow';
import { workflowPorts } from '../workflow/workflow-ports';
import { type RecordingPorts, recordingDeps } from './recording-deps';

/**
 * The ports of the subscription use cases: Partner Center, the customer's accounts and subscriptions,
 * a paid order and its products, the provisioning's progress, and a pause between Partner Center's
 * polls (a test passes one that moves its clock instead).
 */
export interface SubscriptionPorts extends RecordingPorts, WorkflowPorts {
  partnerCenter: () => PartnerCenter;
  getAccount: typeof getAccount;
  subscriptionsOf: typeof subscriptionsOf;
  getSubscription: typeof getSubscription;
  pause: (ms: number) => Promise<void>;
}

export const subscriptionDeps = (): SubscriptionPorts => {
  const recording = recordingDeps();
  return {
    ...recording,
    ...workflowPorts(recording),
    partnerCenter,
    getAccount,
    subscriptionsOf,
    getSubscription,
    pause: (ms) => new Promise((done) => setTimeout(done, ms)),
  };
};
