import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { orderTopic } from '#shared/live';
import { useLanguage } from '../../lib/language-context';
import { useLiveTopic } from '../../lib/live-topic';
import type { OrderReader } from '../../lib/orders/order-read';
import { startPayment, usePayment } from '../../lib/payments/payment-api';
import { statusLink } from '../../lib/payments/payment-links';
import { currentIdToken } from '../../lib/session/session';
import { BlikCodeForm } from './blik-code-form';

interface Attempt {
  /** Counts the codes tried, so each refusal shows a fresh field. */
  number: number;
  paymentId?: string;
  refusal?: string;
}

/**
 * BLIK on the redirection page: the code field, then "confirm in your bank app" while the payment is
 * followed on the order's live topic (and polled as a fallback): paid → the order status page; refused
 * by the bank (wrong code, expired) → the refusal's message and the field again, a new attempt.
 */
export const BlikPayment = ({ reader }: { reader: OrderReader }) => {
  const language = useLanguage();
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState<Attempt>({ number: 0 });
  const { data: payment, mutate } = usePayment(reader, attempt.paymentId);
  const waitHeading = useRef<HTMLHeadingElement>(null);
  useLiveTopic({
    topic: orderTopic(reader.id),
    token: reader.kind === 'guest' ? reader.token : undefined,
    connectToken: reader.kind === 'owner' ? currentIdToken : undefined,
    onChange: () => void mutate(),
  });

  const state = payment?.paymentId === attempt.paymentId ? payment?.state : undefined;
  useEffect(() => {
    if (state === 'paid' && attempt.paymentId)
      navigate(statusLink(language, reader, attempt.paymentId), { replace: true });
    if (state === 'failed' || state === 'expired')
      setAttempt(({ number }) => ({ number: number + 1, refusal: 'error.payment_declined' }));
  }, [state, attempt.paymentId, navigate, language, reader]);
  useEffect(() => {
    if (attempt.paymentId) waitHeading.current?.focus();
  }, [attempt.paymentId]);

  if (!attempt.paymentId)
    return (
      <BlikCodeForm
        key={attempt.number}
        attemptOf={reader.id}
        start={(input, key) => startPayment(reader, input, key)}
        refusal={attempt.refusal}
        onStarted={(paymentId) => setAttempt(({ number }) => ({ number, paymentId }))}
      />
    );
  return (
    <section className="blik-wait" data-payment={attempt.paymentId}>
      <h2 ref={waitHeading} tabIndex={-1}>
        <FormattedMessage id="payments.blik.confirm" />
      </h2>
      <p aria-busy="true" role="status">
        <FormattedMessage id="payments.blik.waiting" />
      </p>
    </section>
  );
};
