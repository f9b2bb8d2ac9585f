import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { applyDiscountCodeSchema } from '#shared/basket/basket-requests';
import type { BasketView } from '#shared/basket/basket-view';
import { Button } from '../../components/button';
import { basketFailureMessage } from '../../lib/basket/basket-failure';
import type { BasketScope } from '../../lib/basket/basket-scope';
import { applyDiscountCode, removeDiscountCode } from './api/discount-code-api';

type Outcome = { ok: boolean; id: string; values?: Record<string, string> };

/**
 * The discount code: applied, it is named with a remove button; else a field checked by the shared
 * schema. Every answer of spec section 8 is read out: valid, not valid, not active, no promotion
 * products, used up, too many wrong codes.
 */
export const DiscountCodeForm = ({ basket, scope }: { basket: BasketView; scope: BasketScope }) => {
  const fieldId = useId();
  const outcomeId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const send = async (change: () => Promise<Outcome>) => {
    setBusy(true);
    try {
      setOutcome(await change());
    } catch (error) {
      setOutcome({ ok: false, id: basketFailureMessage(error, 'discount') });
    } finally {
      setBusy(false);
    }
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = applyDiscountCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setOutcome({ ok: false, id: 'error.discount_code_not_valid' });
      return;
    }
    void send(async () => {
      const answer = await applyDiscountCode(scope, parsed.data);
      setCode('');
      return {
        ok: true,
        id: 'basket.discount.applied',
        values: { code: answer.discount?.code ?? parsed.data.code },
      };
    });
  };
  const remove = () =>
    void send(async () => {
      await removeDiscountCode(scope);
      return { ok: true, id: 'basket.discount.removed' };
    });

  return (
    <div className="discount-code">
      {basket.discount ? (
        <p>
          <FormattedMessage id="basket.discount.current" values={{ code: basket.discount.code }} />{' '}
          <Button variant="secondary" disabled={busy} onClick={remove}>
            <FormattedMessage id="basket.discount.remove" />
          </Button>
        </p>
      ) : (
        <form onSubmit={apply} noValidate className="discount-code__form">
          <label htmlFor={fieldId}>
            <FormattedMessage id="basket.discount.label" />
          </label>
          <input
            id={fieldId}
            value={code}
            autoComplete="off"
            aria-invalid={outcome?.ok === false}
            aria-describedby={outcome?.ok === false ? outcomeId : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" disabled={busy}>
            <FormattedMessage id="basket.discount.apply" />
          </Button>
        </form>
      )}
      <p role="status">{outcome?.ok && <FormattedMessage id={outcome.id} values={outcome.values} />}</p>
      {outcome?.ok === false && (
        <p id={outcomeId} role="alert" className="form-alert">
          <FormattedMessage id={outcome.id} />
        </p>
      )}
    </div>
  );
};
