import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { currencyOfAuditedPrice } from '#shared/catalogue/product-price-edits';
import { formatMoney } from '#shared/money';
import type { AuditChange, AuditRecord } from '#shared/staff-audit';
import { useLanguage } from '../../lib/language-context';

/**
 * A value before or after, as a short line: a price's amount as money in the page's language, text as
 * it is, anything else as JSON.
 */
const shown = (field: string, value: unknown, language: string) => {
  const currency = currencyOfAuditedPrice(field);
  if (currency && typeof value === 'number') return formatMoney({ amount: value, currency }, language);
  return typeof value === 'string' ? value : JSON.stringify(value);
};

const Change = ({ change }: { change: AuditChange }) => {
  const language = useLanguage();
  return (
    <small>
      <FormattedMessage
        id="staff.content.history.change"
        values={{
          field: change.field,
          before: change.before === undefined ? '–' : shown(change.field, change.before, language),
          after: change.after === undefined ? '–' : shown(change.field, change.after, language),
        }}
      />
    </small>
  );
};

/** What staff (or the schedule) did, newest first: who, when, what, and each field before and after. */
export const AuditHistory = ({ history }: { history: readonly AuditRecord[] }) => {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="staff-history" aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id="staff.content.history" />
      </h2>
      {history.length === 0 ? (
        <p className="staff-empty">
          <FormattedMessage id="staff.content.history.none" />
        </p>
      ) : (
        <ol>
          {[...history].reverse().map((record) => (
            <li key={`${record.at}-${record.action}`} data-action={record.action}>
              <time dateTime={record.at}>
                {intl.formatDate(record.at, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              <FormattedMessage id={`staff.content.action.${record.action}`} />{' '}
              <span className="staff-history__who">
                (
                {record.actor.email ?? intl.formatMessage({ id: `staff.content.actor.${record.actor.kind}` })}
                )
              </span>
              {record.changes.map((change) => (
                <Change key={change.field} change={change} />
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
