import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/money';
import type { OrderView } from '#shared/orders/order-view';
import { transferToPay } from '#shared/orders/transfer-to-pay';
import { payeeLines } from '#shared/payments/bank-transfer';
import { useLanguage } from '../../lib/language-context';
import { qrPath, quietZoneModules } from '../../lib/qr-path';

/** A QR code as one SVG path of its dark modules; the encoder loads only where a code is shown. */
const useQrPath = (text: string | undefined) => {
  const [qr, setQr] = useState<{ size: number; path: string }>();
  useEffect(() => {
    if (!text) return;
    let current = true;
    void import('#shared/qr-matrix').then(({ qrMatrix }) => {
      const modules = qrMatrix(text, 'L');
      if (current) setQr({ size: modules.size + 2 * quietZoneModules, path: qrPath(modules) });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return qr;
};

/**
 * What a buyer paying by their own transfer needs while the order waits for it (the status page and
 * the account's order details): recipient, account, bank, amount and a title naming the order number,
 * the deadline, and in złoty the Polish banks' QR code (ZBP 2D) that fills the transfer in a banking
 * app; a currency the shop keeps no account in is paid into the euro account by a SWIFT transfer.
 */
export const TransferDetails = ({ order }: { order: OrderView }) => {
  const intl = useIntl();
  const language = useLanguage();
  const transfer = transferToPay(order);
  const qr = useQrPath(transfer?.qr);
  if (!transfer) return null;
  const payee = payeeLines(transfer);
  const rows: [string, string][] = [
    ['payments.transfer.recipient', payee.recipient],
    ['payments.transfer.account', payee.account],
    ['payments.transfer.bank', payee.bank],
    ['payments.transfer.amount', formatMoney(transfer.amount, language)],
    ['payments.transfer.reference', transfer.title],
  ];
  return (
    <section className="transfer-details" aria-labelledby="transfer-details-title" data-transfer>
      <h3 id="transfer-details-title">
        <FormattedMessage id="payments.transfer.title" />
      </h3>
      <div className="transfer-details__body">
        <dl>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>
                <FormattedMessage id={label} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {qr && (
          <figure className="transfer-details__qr">
            <svg
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              role="img"
              aria-label={intl.formatMessage({ id: 'payments.transfer.qr' })}
              shapeRendering="crispEdges"
            >
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.path} fill="#000" />
            </svg>
            <figcaption>
              <FormattedMessage id="payments.transfer.qr" />
            </figcaption>
          </figure>
        )}
      </div>
      {transfer.transfer === 'foreign' && (
        <p>
          <FormattedMessage id="payments.transfer.foreign" />
        </p>
      )}
      {order.payBy && (
        <p>
          <FormattedMessage
            id="payments.transfer.deadline"
            values={{ date: intl.formatDate(order.payBy, { dateStyle: 'long', timeStyle: 'short' }) }}
          />
        </p>
      )}
    </section>
  );
};
