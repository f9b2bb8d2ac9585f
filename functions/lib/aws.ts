import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

// SDK clients, created once per container. Endpoints come from the SDK's own environment variables
// (AWS_ENDPOINT_URL_<SERVICE>), so the same code talks to AWS or to the local runtime.

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};

export const dynamo = once(() => new DynamoDBClient({}));
export const documents = once(() =>
  DynamoDBDocumentClient.from(dynamo(), { marshallOptions: { removeUndefinedValues: true } }),
);
export const eventBridge = once(() => new EventBridgeClient({}));
export const mailer = once(() => new SESv2Client({}));
export const liveConnections = once(
  () => new ApiGatewayManagementApiClient({ endpoint: config('live').LIVE_ENDPOINT }),
);
export const tableName = (): string => config('tableName').TABLE_NAME;
