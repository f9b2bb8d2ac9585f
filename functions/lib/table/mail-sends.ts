import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';
import { commitGuarded } from './transaction';

// The mails an event's consumer is sending or has sent, recorded BEFORE each send:
// `MAILSENT#<key>` / `MAILSENT`, kept a week (as long as an event may come again). Keys, items and
// their writes only.

export const mailSendLifetimeSeconds = 7 * 24 * 60 * 60;

export const mailSendKeys = {
  of: (key: string) => ({ pk: `MAILSENT#${key}`, sk: 'MAILSENT' }),
};

/** Records the send of `key` unless it was recorded before: false when it was (the mail went, or is going). */
export const recordMailSend = async (key: string, now: Date): Promise<boolean> => {
  const recorded = await commitGuarded([
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: {
            ...mailSendKeys.of(key),
            recordedAt: now.toISOString(),
            expiresAt: Math.floor(now.getTime() / 1000) + mailSendLifetimeSeconds,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      whenConditionFails: 'recorded_before',
    },
  ]);
  return recorded.ok;
};

/** Takes a send's record back after the mail service refused it, so the event's retry sends it. */
export const forgetMailSend = async (key: string): Promise<void> => {
  await documents().send(new DeleteCommand({ TableName: tableName(), Key: mailSendKeys.of(key) }));
};
