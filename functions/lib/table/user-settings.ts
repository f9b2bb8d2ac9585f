import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { defaultUserSettings, type UserSettings, userSettingsSchema } from '#shared/user-settings';
import { documents, tableName } from '../dynamo';
import { clientKeys } from './client-keys';

/** A client's settings, or the defaults when none were saved (access pattern 1). */
export const getUserSettings = async (userId: string): Promise<UserSettings> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: clientKeys.settings(userId) }),
  );
  const stored = userSettingsSchema.safeParse(Item?.settings);
  return stored.success ? stored.data : defaultUserSettings;
};

export const putUserSettings = async (
  userId: string,
  settings: UserSettings,
  now = new Date(),
): Promise<void> => {
  await documents().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...clientKeys.settings(userId), settings, updatedAt: now.toISOString() },
    }),
  );
};
