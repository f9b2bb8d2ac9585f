import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

// The floor of a function's cold import (test/bench/bundles.ts): a handler that imports only the
// DynamoDB document client, bundled like every function of the shop.

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () =>
  documents.send(new GetCommand({ TableName: 'floor', Key: { pk: 'floor', sk: 'floor' } }));
