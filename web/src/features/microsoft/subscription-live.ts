import { type LiveFrame, userTopic } from '#shared/live';
import { useLiveTopic } from '../../lib/live-topic';
import { useProfile } from '../../lib/session/profile-store';
import { currentIdToken } from '../../lib/session/session';

// A subscription's provisioning pushed on the signed-in customer's own topic (`user:<sub>`):
// `subscription.provisioning-requested`, `subscription.provisioned`, `subscription.provisioning-failed`,
// each naming its subscription in `data.subscriptionId`.

/** A push about this subscription, or the connection back (a push may have been missed meanwhile). */
export const concernsSubscription = (frame: LiveFrame | undefined, subscriptionId: string): boolean =>
  !frame ||
  (frame.type.startsWith('subscription.') &&
    typeof frame.data === 'object' &&
    frame.data !== null &&
    'subscriptionId' in frame.data &&
    frame.data.subscriptionId === subscriptionId);

/** Calls `onChange` on each push about the subscription while mounted; answers whether it is watched now. */
export const useSubscriptionLive = (subscriptionId: string, onChange: () => void): boolean => {
  const profile = useProfile();
  return useLiveTopic({
    topic: userTopic(profile?.userId ?? ''),
    connectToken: currentIdToken,
    onChange: (frame) => {
      if (concernsSubscription(frame, subscriptionId)) onChange();
    },
  });
};
