import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderView } from '#shared/orders/order-view';
import { returnableOf } from '#shared/orders/part-return';
import { ApiError, messageIdOf } from '../../lib/api-client';
import { useAction } from '../../lib/use-action';
import { ActionForm } from './action-form';
import { returnOrderPart } from './api/staff-orders-api';

/** A refusal's message: a count the API refuses (marked at its line) says which counts may come back. */
const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.code === 'invalid_data'
    ? 'staff.field.returnQuantity'
    : messageIdOf(error);

/**
 * Taking back part of a delivered order: how many units of each line come back (up to what may still
 * come back); its KOR and refund follow on their own. A count the API refuses is marked at its line.
 */
export const PartReturnForm = ({
  order,
  onReturned,
}: {
  order: OrderView;
  onReturned: (order: OrderView | undefined) => void;
}) => {
  const left = returnableOf(order);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const action = useAction(refusalOf);
  if ([...left.values()].every((units) => units <= 0)) return null;
  const refusedAt = (at: number) =>
    action.error instanceof ApiError &&
    action.error.fields?.some((field) => field.path.startsWith(`lines.${at}.`));
  const lines = order.lines
    .map(({ productId }) => ({ productId, quantity: Number(counts[productId] ?? 0) }))
    .filter(({ quantity }) => quantity > 0);

  const submit = async () => {
    try {
      onReturned(await returnOrderPart(order.id, lines));
      setCounts({});
    } catch (caught) {
      // Another member's return or move came first: the order is read again, and the refusal shown.
      if (caught instanceof ApiError && caught.status === 409) onReturned(undefined);
      throw caught;
    }
  };

  return (
    <ActionForm
      action={action}
      onSubmit={submit}
      className="staff-part-return"
      submit="staff.partReturn.submit"
      values={{ count: lines.reduce((sum, { quantity }) => sum + quantity, 0) }}
      variant="secondary"
      disabled={lines.length === 0}
    >
      <h3>
        <FormattedMessage id="staff.partReturn.title" />
      </h3>
      {order.lines.map((line) => {
        const returnable = left.get(line.productId) ?? 0;
        const at = lines.findIndex(({ productId }) => productId === line.productId);
        return returnable > 0 ? (
          <label key={line.productId} className="staff-part-return__line">
            <span>
              {line.name}
              <small>
                <FormattedMessage id="staff.partReturn.left" values={{ count: returnable }} />
              </small>
            </span>
            <input
              type="number"
              min={0}
              max={returnable}
              value={counts[line.productId] ?? '0'}
              aria-invalid={at >= 0 && refusedAt(at) ? true : undefined}
              onChange={(event) =>
                setCounts((before) => ({ ...before, [line.productId]: event.currentTarget.value }))
              }
            />
          </label>
        ) : null;
      })}
    </ActionForm>
  );
};
