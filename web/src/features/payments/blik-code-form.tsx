import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { startPaymentInput } from '#shared/payments/payment-input';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { TextField } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import type { PaymentStarter } from '../../lib/payments/payment-api';
import { newPaymentAttempt, paymentAttemptKey } from './payment-attempt';
import { isRefusal } from './payment-failure';

/**
 * The BLIK code field (spec section 5: 6 digits, the API's own schema, `blik_code_invalid` tied to the
 * field), which charges the code with the attempt's key. An answer ends the attempt: the next code is
 * a new payment with a new key; a lost answer keeps the key, so sending again cannot pay twice.
 */
export const BlikCodeForm = ({
  attemptOf,
  start,
  refusal,
  onStarted,
}: {
  /** Whose attempts the key counts: the order's id, or the invoice's pay link. */
  attemptOf: string;
  start: PaymentStarter;
  /** Why the previous code's payment was refused, said above the field. */
  refusal: string | undefined;
  onStarted: (paymentId: string) => void;
}) => {
  // An answer (the payment, or a refusal) ends the attempt; a lost one keeps its key for the retry.
  const form = useSchemaForm(startPaymentInput, { method: 'blik', blikCode: '' }, async (input) => {
    try {
      const started = await start(input, paymentAttemptKey(sessionStorage, attemptOf));
      newPaymentAttempt(sessionStorage, attemptOf);
      onStarted(started.paymentId);
    } catch (error) {
      if (isRefusal(error)) newPaymentAttempt(sessionStorage, attemptOf);
      throw error;
    }
  });
  const codeId = form.idFor('blikCode');
  useEffect(() => {
    if (refusal) document.getElementById(codeId)?.focus();
  }, [refusal, codeId]);
  const message = form.status.kind === 'failed' ? form.status.messageId : refusal;
  return (
    <form className="blik-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <AlertMessage id={message} />
      <TextField
        form={form}
        name="blikCode"
        label="payments.blik.code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint={<FormattedMessage id="payments.blik.hint" />}
      />
      <Button type="submit" disabled={form.status.kind === 'sending'}>
        <FormattedMessage id="payments.blik.pay" />
      </Button>
    </form>
  );
};
