import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BasketView } from '#shared/basket/basket-view';
import { VatNote } from '../../lib/basket/vat-note';
import { useMoney } from '../../lib/use-money';
import { deliveryNote } from './delivery-note';

const Row = ({ label, children, className }: { label: string; children: ReactNode; className?: string }) => (
  <div className={className}>
    <dt>
      <FormattedMessage id={label} />
    </dt>
    <dd>{children}</dd>
  </div>
);

/** Net, VAT, gross, the discount, each shipping method's price and what is missing to free delivery. */
export const BasketTotals = ({ basket }: { basket: BasketView }) => {
  const money = useMoney(basket.currency);
  const { totals } = basket;
  const note = deliveryNote(totals);
  return (
    <section className="basket-totals" aria-labelledby="basket-totals-title">
      <h2 id="basket-totals-title">
        <FormattedMessage id="basket.totals.title" />
      </h2>
      <dl>
        <Row label="basket.totals.net">{money(totals.net)}</Row>
        <Row label="basket.totals.vat">{money(totals.vat)}</Row>
        {totals.discount.gross > 0 && (
          <Row label="basket.totals.discount">−{money(totals.discount.gross)}</Row>
        )}
        <Row label="basket.totals.gross" className="basket-totals__gross">
          {money(totals.gross)}
        </Row>
        {totals.shipping.map((option) => (
          <Row key={option.method} label={`basket.shipping.${option.method}`}>
            {option.gross === 0 ? <FormattedMessage id="basket.shipping.free" /> : money(option.gross)}
          </Row>
        ))}
      </dl>
      <VatNote basket={basket} />
      {note && (
        <p className="basket-totals__delivery">
          <FormattedMessage
            id={note.id}
            values={note.id === 'basket.shipping.toFree' ? { amount: money(note.missing) } : {}}
          />
        </p>
      )}
    </section>
  );
};
