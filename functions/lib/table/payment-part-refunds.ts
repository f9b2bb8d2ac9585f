import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';
import { type Payment, paymentKeys } from './payments';
import type { TransactItem } from './transaction';

// Part of a paid payment given back (a Microsoft 365 subscription of the order cancelled: its unused
// days; key chart in README.md): `PAYMENT#<paymentId>` / `REFUND#<requestId>`, beside the payment, the
// request id being derived from what it refunds, so asking twice records one. The payment counts what
// its parts gave back (`refundedAmount`), never more than it took; the whole refund of a cancelled
// order later asks only the rest (refund-order.ts).

export interface PartRefund {
  paymentId: string;
  /** Przelewy24's `requestId` of the refund. */
  requestId: string;
  /** Minor units of the payment's currency. */
  amount: number;
  /** What it gives back, printed in the customer's history (the subscription's name). */
  title: string;
  /** The correcting invoice (KOR) of the part, named in the customer's history. */
  invoiceNumber?: string;
  state: 'asked' | 'refunded';
  askedAt: string;
  refundedAt?: string;
}

const refundKey = (paymentId: string, requestId: string) => ({
  pk: paymentKeys.item(paymentId).pk,
  sk: `REFUND#${requestId}`,
});

export const partRefundItems = {
  /**
   * The part asked at the provider, recorded once, and counted on the payment: refused when the
   * payment is not paid, was refunded whole, or would give back more than it took.
   */
  asked: (payment: Payment, part: Omit<PartRefund, 'state' | 'paymentId'>): TransactItem[] => [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...refundKey(payment.paymentId, part.requestId),
          ...part,
          paymentId: payment.paymentId,
          state: 'asked',
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: paymentKeys.item(payment.paymentId),
        UpdateExpression: 'SET refundedAmount = if_not_exists(refundedAmount, :zero) + :amount',
        ConditionExpression:
          '#state = :paid AND attribute_not_exists(refundRequestId) AND (attribute_not_exists(refundedAmount) OR refundedAmount <= :room)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':zero': 0,
          ':amount': part.amount,
          ':paid': 'paid',
          ':room': payment.amount - part.amount,
        },
      },
    },
  ],
  /** The provider's notice that the part was paid back: once (conditional on it being asked). */
  refunded: (part: PartRefund, now: Date): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: refundKey(part.paymentId, part.requestId),
      UpdateExpression: 'SET #state = :refunded, refundedAt = :now',
      ConditionExpression: '#state = :asked',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':refunded': 'refunded', ':asked': 'asked', ':now': now.toISOString() },
    },
  }),
};

export const getPartRefund = async (
  paymentId: string,
  requestId: string,
): Promise<PartRefund | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: refundKey(paymentId, requestId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, ...part } = Item;
  return part as PartRefund;
};
