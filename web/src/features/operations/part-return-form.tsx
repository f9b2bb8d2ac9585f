import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderView } from '#shared/orders/order-view';
import { returnableOf } from '#shared/orders/part-return';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { ApiError } from '../../lib/api-client';
import { useAction } from '../../lib/use-action';
import { returnOrderPart } from './api/staff-orders-api';

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
  const intl = useIntl();
  const left = returnableOf(order);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const { error, failure, busy, run } = useAction();
  if ([...left.values()].every((units) => units <= 0)) return null;
  const refusedAt = (at: number) =>
    error instanceof ApiError && error.fields?.some((field) => field.path.startsWith(`lines.${at}.`));
  const lines = order.lines
    .map(({ productId }) => ({ productId, quantity: Number(counts[productId] ?? 0) }))
    .filter(({ quantity }) => quantity > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      try {
        onReturned(await returnOrderPart(order.id, lines));
        setCounts({});
      } catch (caught) {
        // Another member's return or move came first: the order is read again, and the refusal shown.
        if (caught instanceof ApiError && caught.status === 409) onReturned(undefined);
        throw caught;
      }
    });
  };

  return (
    <form className="staff-action-form staff-part-return" onSubmit={submit}>
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
      <AlertMessage
        id={
          error instanceof ApiError && error.code === 'invalid_data' ? 'staff.field.returnQuantity' : failure
        }
      />
      <Button type="submit" variant="secondary" busy={busy} disabled={lines.length === 0}>
        {intl.formatMessage(
          { id: 'staff.partReturn.submit' },
          { count: lines.reduce((sum, { quantity }) => sum + quantity, 0) },
        )}
      </Button>
    </form>
  );
};
