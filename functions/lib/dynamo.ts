import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { once } from './once';

// One SDK client module per service, so each function bundles only the clients it uses. Endpoints
// come from the SDK's own environment variables (AWS_ENDPOINT_URL_<SERVICE>), so the same code talks
// to AWS or to the local runtime.

// The SDK's logger middleware copies every answer through its sensitive-data filter for the log even
// when nothing logs (the default logger's no-op methods still get their arguments): a second pass over
// each Query's items. The shop gives the SDK no logger, so the middleware goes.
export const dynamo = once(() => {
  const client = new DynamoDBClient({});
  client.middlewareStack.remove('loggerMiddleware');
  return client;
});
export const documents = once(() =>
  DynamoDBDocumentClient.from(dynamo(), { marshallOptions: { removeUndefinedValues: true } }),
);
export const tableName = (): string => config('tableName').TABLE_NAME;
