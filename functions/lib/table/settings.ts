import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { defaultMaintenance, type MaintenanceSettings } from '#shared/settings';
import { documents, tableName } from '../dynamo';

export const settingsKeys = {
  maintenance: { pk: 'SETTINGS', sk: 'MAINTENANCE' },
};

/** The maintenance flag and window; staff switch it in the table without a deploy. */
export const getMaintenance = async (): Promise<MaintenanceSettings> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: settingsKeys.maintenance }),
  );
  if (!Item) return defaultMaintenance;
  return { enabled: Item.enabled === true, window: { from: String(Item.from), to: String(Item.to) } };
};

export const putMaintenance = async (settings: MaintenanceSettings): Promise<void> => {
  await documents().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...settingsKeys.maintenance,
        enabled: settings.enabled,
        from: settings.window.from,
        to: settings.window.to,
      },
    }),
  );
};
