import { provisionSubscription } from '#functions/use-cases/csp/provision-subscription';
import { subscriptionDeps } from '#functions/use-cases/csp/subscription-deps';
import { subscriptionProvisioningRequested } from '../contracts/subscription-provisioning-requested';
import { sqsConsumer } from './sqs-consumer';

// A subscription's provisioning at Partner Center. While Microsoft does not answer,
// the run keeps its progress and the event is thrown back, so SQS delivers it again after the
// visibility timeout and the run resumes; past its retries the failure is final and compensated.

export const handler = sqsConsumer(subscriptionProvisioningRequested, async ({ data }) => {
  const outcome = await provisionSubscription(subscriptionDeps(), data);
  if (!outcome.ok && outcome.retryAfterSeconds !== undefined)
    throw new Error(`Microsoft did not answer for ${data.subscriptionId}: retried later`);
  if (!outcome.ok) throw new Error(`subscription ${data.subscriptionId} not provisioned: ${outcome.code}`);
  return outcome.value;
});
