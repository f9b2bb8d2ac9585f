import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';

// The wrong discount codes one client (an IP address) tried lately, beside each basket's own: a new
// guest basket per guess does not get around the limit. `DISCOUNTGUESSES#<ip>` / `DISCOUNTGUESSES`
// `{ guesses }` (epoch ms), kept until the last guess leaves the window. Keys, items and reads only.

export const clientDiscountGuessKeys = {
  of: (client: string) => ({ pk: `DISCOUNTGUESSES#${client}`, sk: 'DISCOUNTGUESSES' }),
};

/** The client's recent wrong guesses (epoch ms), oldest first; none when it has not guessed. */
export const clientDiscountGuesses = async (client: string): Promise<number[]> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: clientDiscountGuessKeys.of(client) }),
  );
  return Array.isArray(Item?.guesses) ? (Item.guesses as number[]) : [];
};

/** Keeps the client's guesses (those in the window and the new one) until `expiresAtMs`. */
export const keepClientDiscountGuesses = async (
  client: string,
  guesses: readonly number[],
  expiresAtMs: number,
): Promise<void> => {
  await documents().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...clientDiscountGuessKeys.of(client), guesses, expiresAt: Math.ceil(expiresAtMs / 1000) },
    }),
  );
};
