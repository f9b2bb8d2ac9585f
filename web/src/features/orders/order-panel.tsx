import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderTopic } from '#shared/live';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import { useLiveTopic } from '../../lib/live-topic';
import { type OrderReader, useOrder } from '../../lib/orders/order-read';
import { currentIdToken } from '../../lib/session/session';
import { CancelOrder } from './cancel-order';
import { OrderPayment } from './order-payment';
import { OrderSummary } from './order-summary';
import { ProgressStepper } from './progress-stepper';

/**
 * One order as its customer sees it (the status page and the history's details): number, date,
 * progress, its payment (the one the buyer came back from, and "pay now"), cancellation and what was
 * ordered. It watches the order's live topic and reads the order (and the payment) again when its
 * status changes (or the connection comes back), saying so in a polite live region.
 * An order the reader may not see is the not-found page: the answer tells nothing more.
 */
export const OrderPanel = ({
  reader,
  paymentId,
}: {
  reader: OrderReader;
  paymentId?: string | undefined;
}) => {
  const intl = useIntl();
  const { data: order, error, mutate } = useOrder(reader);
  const [updated, setUpdated] = useState(false);
  const [liveChanges, setLiveChanges] = useState(0);
  const live = useLiveTopic({
    topic: orderTopic(reader.id),
    token: reader.kind === 'guest' ? reader.token : undefined,
    connectToken: reader.kind === 'owner' ? currentIdToken : undefined,
    onChange: () => {
      setLiveChanges((count) => count + 1);
      void mutate().then(() => setUpdated(true));
    },
  });

  if (error?.code === 'order_not_found' || error?.code === 'invalid_data') return <NotFoundPage />;
  if (error && !order) return <ErrorPage onRetry={() => void mutate()} />;
  if (!order) return <p aria-busy="true" className="loading" />;
  const steps = order.progress;
  return (
    <article
      className="order"
      data-order={order.id}
      data-status={order.status}
      data-live={live ? 'on' : 'off'}
    >
      <h1>
        <FormattedMessage id="orders.number" values={{ number: order.number }} />
      </h1>
      <p>
        <FormattedMessage
          id="orders.placedAt"
          values={{ date: intl.formatDate(order.createdAt, { dateStyle: 'long', timeStyle: 'short' }) }}
        />
      </p>
      <section className="order__progress" aria-labelledby="order-progress-title">
        <h2 id="order-progress-title">
          <FormattedMessage id="orders.progress.title" />
        </h2>
        <ProgressStepper progress={steps} />
        <p role="status" className="order__update">
          {updated && (
            <FormattedMessage
              id="orders.live.changed"
              values={{
                order: intl.formatMessage({ id: `order.progress.order.${steps.order}` }),
                payment: intl.formatMessage({ id: `order.progress.payment.${steps.payment}` }),
                realization: intl.formatMessage({ id: `order.progress.realization.${steps.realization}` }),
              }}
            />
          )}
        </p>
      </section>
      <OrderPayment reader={reader} order={order} paymentId={paymentId} liveChanges={liveChanges} />
      <CancelOrder reader={reader} order={order} onCancelled={(cancelled) => void mutate(cancelled, false)} />
      <OrderSummary order={order} />
    </article>
  );
};
