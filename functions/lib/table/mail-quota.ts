import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MailLimit } from '../../../shared/mail-limits';
import { documents, tableName } from '../dynamo';

// Mails sent to one address the caller named, counted per recipient over a sliding window: one item per
// address holding `limit.mails` slots, each the time (epoch ms) of a mail. A mail takes the oldest slot
// once it is older than the window, by a conditional write on that slot's old value, so concurrent
// requests cannot both take it. The item expires one window after its last mail.

export const mailQuotaKeys = {
  item: (recipient: string) => ({ pk: `MAILQUOTA#${recipient.toLowerCase()}`, sk: 'MAILQUOTA' }),
};

export type MailClaim = { granted: true } | { granted: false; retryAfterSeconds: number };

const slotName = (slot: number) => `slot${slot}`;

/**
 * Takes one of the recipient's mails within `limit`; when all are taken, says in how many seconds the
 * oldest frees. A write lost to a concurrent request is retried with what that request left; many
 * requests racing for one address past a few rounds are refused like an exceeded limit.
 */
export const claimMail = async (
  recipient: string,
  limit: MailLimit,
  now = new Date(),
): Promise<MailClaim> => {
  const Key = mailQuotaKeys.item(recipient);
  const windowMs = limit.windowSeconds * 1000;
  for (let round = 0; round <= limit.mails; round++) {
    const { Item } = await documents().send(
      new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }),
    );
    const slots = Array.from(
      { length: limit.mails },
      (_, slot) => Item?.[slotName(slot)] as number | undefined,
    );
    const oldest = slots.reduce<number>(
      (min, sentAt, slot) => ((sentAt ?? 0) < (slots[min] ?? 0) ? slot : min),
      0,
    );
    const oldestAt = slots[oldest];
    if (oldestAt !== undefined && oldestAt > now.getTime() - windowMs)
      return {
        granted: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldestAt + windowMs - now.getTime()) / 1000)),
      };
    try {
      await documents().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: 'SET #slot = :now, expiresAt = :expiresAt',
          ConditionExpression: oldestAt === undefined ? 'attribute_not_exists(#slot)' : '#slot = :was',
          ExpressionAttributeNames: { '#slot': slotName(oldest) },
          ExpressionAttributeValues: {
            ':now': now.getTime(),
            ':expiresAt': Math.ceil((now.getTime() + windowMs) / 1000),
            ...(oldestAt === undefined ? {} : { ':was': oldestAt }),
          },
        }),
      );
      return { granted: true };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return { granted: false, retryAfterSeconds: Math.ceil(limit.windowSeconds / limit.mails) };
};
