import { FormattedMessage, useIntl } from 'react-intl';
import { partnerQueryParam } from '#shared/partners/partner-code';
import type { PartnerView } from '#shared/partners/partner-portal';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { showToast } from '../../components/toast';
import { useLanguage } from '../../lib/language-context';
import { percentOf } from '../../lib/percent';

/** The discount table's rows: the kinds grouped as the terms name them. */
const discountRows = [
  { label: 'partner.discount.licences', kind: 'open-licence' },
  { label: 'partner.discount.hardware', kind: 'hardware' },
  { label: 'partner.discount.services', kind: 'it-service' },
] as const;

/**
 * `/partner/`: the partner's code and its referral link to copy (a visitor who signs up after opening
 * it is the partner's customer), and its discounts.
 */
export const PartnerDashboardPage = ({ partner }: { partner: PartnerView }) => {
  const intl = useIntl();
  const language = useLanguage();
  const link = `${window.location.origin}${pathFor('signUp', language)}?${partnerQueryParam}=${partner.code}`;
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => showToast('partner.link.copied'),
      () => showToast('partner.link.copyFailed'),
    );
  return (
    <>
      <dl className="partner-code">
        <dt>
          <FormattedMessage id="partner.code" />
        </dt>
        <dd data-partner-code>{partner.code}</dd>
        <dt>
          <FormattedMessage id="partner.link" />
        </dt>
        <dd>
          <input
            className="partner-link"
            readOnly
            value={link}
            aria-label={intl.formatMessage({ id: 'partner.link' })}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            <FormattedMessage id="partner.link.copy" />
          </Button>
        </dd>
      </dl>
      <p>
        <FormattedMessage id="partner.link.explained" />
      </p>
      <h2>
        <FormattedMessage id="partner.discounts" />
      </h2>
      <ul className="partner-discounts">
        {discountRows.map(({ label, kind }) => (
          <li key={kind}>
            <FormattedMessage
              id={label}
              values={{ percent: percentOf(partner.discounts[kind], intl.locale) }}
            />
          </li>
        ))}
      </ul>
    </>
  );
};
