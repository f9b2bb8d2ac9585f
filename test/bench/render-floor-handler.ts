import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';

// The floor of a function that renders pages (test/bench/bundles.ts): the floor's DynamoDB document
// client and React's static renderer, which the site's renderers use (web/src/entry-server.tsx), and
// nothing of the site, bundled like every function of the shop. No page renderer imports less.

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () => {
  const { Item } = await documents.send(
    new GetCommand({ TableName: 'floor', Key: { pk: 'floor', sk: 'floor' } }),
  );
  const { prelude } = await prerender(createElement('p', null, String(Item?.name)));
  return prelude;
};
