import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { once } from './once';

// One SDK client module per service, so each function bundles only the clients it uses. Endpoints
// come from the SDK's own environment variables (AWS_ENDPOINT_URL_<SERVICE>), so the same code talks
// to AWS or to the local runtime.

export const dynamo = once(() => new DynamoDBClient({}));
export const documents = once(() =>
  DynamoDBDocumentClient.from(dynamo(), { marshallOptions: { removeUndefinedValues: true } }),
);
export const tableName = (): string => config('tableName').TABLE_NAME;
