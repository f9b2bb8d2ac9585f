import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MailLimit } from '#shared/mail-limits';
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

/** The slot a new mail takes (an empty one first, else the one of the oldest mail) and its time. */
const oldestSlot = (item: Record<string, unknown> | undefined, slots: number) => {
  let oldest = { slot: 0, sentAt: undefined as number | undefined };
  for (let slot = 0; slot < slots; slot++) {
    const sentAt = item?.[slotName(slot)] as number | undefined;
    if (sentAt === undefined) return { slot, sentAt };
    if (slot === 0 || sentAt < (oldest.sentAt ?? 0)) oldest = { slot, sentAt };
  }
  return oldest;
};

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
    const { slot, sentAt } = oldestSlot(Item, limit.mails);
    if (sentAt !== undefined && sentAt > now.getTime() - windowMs)
      return {
        granted: false,
        retryAfterSeconds: Math.max(1, Math.ceil((sentAt + windowMs - now.getTime()) / 1000)),
      };
    try {
      await documents().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: 'SET #slot = :now, expiresAt = :expiresAt',
          ConditionExpression: sentAt === undefined ? 'attribute_not_exists(#slot)' : '#slot = :was',
          ExpressionAttributeNames: { '#slot': slotName(slot) },
          ExpressionAttributeValues: {
            ':now': now.getTime(),
            ':expiresAt': Math.ceil((now.getTime() + windowMs) / 1000),
            ...(sentAt === undefined ? {} : { ':was': sentAt }),
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
