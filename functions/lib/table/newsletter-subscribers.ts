import { newsletterSubscribed } from '../../../events/contracts/newsletter-subscribed';
import type { NewsletterSignup } from '../../../shared/newsletter';
import { tableName } from '../dynamo';
import { commitWithEvents, outboxItem } from './outbox';
import { cancellationCodes } from './transaction';

export const subscriberKeys = {
  item: (email: string) => ({ pk: `NEWSLETTER#${email}`, sk: 'SUBSCRIBER' }),
  /** Staff list of subscribers by sign-up date (access pattern 29). */
  byDate: (subscribedAt: string) => ({ gsi2pk: 'NEWSLETTER', gsi2sk: subscribedAt }),
};

export type SubscribeResult = 'subscribed' | 'already_subscribed';

/** Stores the subscriber once, with `newsletter.subscribed` in the same transaction. */
export const subscribe = async (signup: NewsletterSignup, now = new Date()): Promise<SubscribeResult> => {
  const subscribedAt = now.toISOString();
  try {
    await commitWithEvents(
      [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...subscriberKeys.item(signup.email),
              ...subscriberKeys.byDate(subscribedAt),
              email: signup.email,
              language: signup.language,
              consentGivenAt: subscribedAt,
              subscribedAt,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
      [outboxItem(newsletterSubscribed, { email: signup.email, language: signup.language }, { now })],
    );
    return 'subscribed';
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return 'already_subscribed';
    throw error;
  }
};
