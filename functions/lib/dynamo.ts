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
//
// A database that stops answering (hung, not refused) must not hold a request until the function's own
// time-out (a 500 after 10 s): connecting and answering each get `DYNAMODB_TIMEOUT_MS` (1 s; DynamoDB
// answers in milliseconds), and a timed-out request is tried once more, so the outage surfaces within
// about 2 s as a TimeoutError, which the HTTP handler answers 503 `service_unavailable` with Retry-After.
// A transaction tried again carries the same client token, so it commits at most once.
export const dynamo = once(() => {
  const timeout = config('database').DYNAMODB_TIMEOUT_MS;
  const client = new DynamoDBClient({
    maxAttempts: 2,
    requestHandler: { connectionTimeout: timeout, requestTimeout: timeout, throwOnRequestTimeout: true },
  });
  client.middlewareStack.remove('loggerMiddleware');
  return client;
});
export const documents = once(() =>
  DynamoDBDocumentClient.from(dynamo(), { marshallOptions: { removeUndefinedValues: true } }),
);
export const tableName = (): string => config('tableName').TABLE_NAME;
