import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { Link, useLocation, useSearch } from 'wouter';
import {
  type CalendarView,
  calendarRange,
  calendarViews,
  type DashboardEvent,
} from '#shared/microsoft/dashboard';
import { planNameIn } from '#shared/microsoft/plan-name';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import type { ApiError } from '../../lib/api-client';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { authorizedFetch } from '../../lib/session/session';
import { useMoney } from '../../lib/use-money';
import { calendarOfSearch, shifted, stepped, today } from './calendar-navigation';

// `/ustawienia-konta/panel-klienta/` (spec section 2): the week (default) or month
// calendar of the customer's LicensesRenewal, PaymentOverdue, NextPayment and CardExpired events.

/** Where an event leads and what it says (the whole text, also its title where a month's day cuts it). */
const EventLine = ({ event }: { event: DashboardEvent }) => {
  const intl = useIntl();
  const language = useLanguage();
  const money = useMoney('currency' in event ? event.currency : 'PLN');
  const details = (subscriptionId: string) =>
    pathFor('accountSubscriptionDetails', language, { subscriptionId, enableRecurring: 'true' });
  const [href, text] = ((): [string, string] => {
    switch (event.kind) {
      case 'NextPayment':
        return [
          details(event.subscriptionId),
          intl.formatMessage(
            { id: 'dashboard.event.NextPayment' },
            { name: planNameIn(event, language), amount: money(event.net) },
          ),
        ];
      case 'LicensesRenewal':
        return [
          details(event.subscriptionId),
          intl.formatMessage(
            { id: 'dashboard.event.LicensesRenewal' },
            { name: planNameIn(event, language), quantity: event.quantity },
          ),
        ];
      case 'PaymentOverdue':
        return [
          event.orderId
            ? pathFor('accountOrderDetails', language, { realizationId: event.orderId })
            : pathFor('payment', language, { invoiceGuid: event.invoiceGuid ?? '' }),
          intl.formatMessage({ id: 'dashboard.event.PaymentOverdue' }, { amount: money(event.gross) }),
        ];
      case 'CardExpired':
        return [
          pathFor('accountPaymentCards', language),
          intl.formatMessage(
            { id: event.expired ? 'dashboard.event.CardExpired.past' : 'dashboard.event.CardExpired' },
            { card: `${event.brand} •••• ${event.last4}` },
          ),
        ];
    }
  })();
  // A month's day shows the amount first (its text may be cut there), read once, with the text.
  const amount =
    event.kind === 'NextPayment' ? event.net : event.kind === 'PaymentOverdue' ? event.gross : undefined;
  return (
    <Link href={href} title={text}>
      {amount !== undefined && (
        <span className="calendar__amount" aria-hidden="true">
          {money(amount)}
        </span>
      )}
      <span className="calendar__text">{text}</span>
    </Link>
  );
};

/** The days of the range, each with its events (a month's days outside it marked). */
const Days = ({
  from,
  to,
  view,
  month,
  events,
  busy,
}: {
  from: string;
  to: string;
  view: CalendarView;
  month: string;
  events: DashboardEvent[];
  /** Its events are being read: the days show, empty, in their places meanwhile. */
  busy?: boolean;
}) => {
  const intl = useIntl();
  const days: string[] = [];
  for (let day = from; day <= to; day = shifted(day, 1)) days.push(day);
  const date = (day: string, options: Intl.DateTimeFormatOptions) =>
    intl.formatDate(day, { ...options, timeZone: 'UTC' });
  return (
    <>
      {view === 'month' && (
        // The weekdays over a month's grid of weeks; each day's heading says its own in full.
        <ol className="calendar__weekdays" aria-hidden="true">
          {days.slice(0, 7).map((day) => (
            <li key={day}>{date(day, { weekday: 'short' })}</li>
          ))}
        </ol>
      )}
      <ol className={`calendar calendar--${view}`} aria-busy={busy || undefined}>
        {days.map((day) => {
          const own = events.filter((event) => event.date === day);
          const outside = view === 'month' && day.slice(0, 7) !== month;
          return (
            <li
              key={day}
              className={[
                'calendar__day',
                outside && 'calendar__day--outside',
                day === today() && 'calendar__day--today',
                own.length === 0 && 'calendar__day--empty',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <h3 className="calendar__date">
                <span className="calendar__date-full">
                  {date(day, { weekday: 'long', day: 'numeric', month: 'long' })}
                </span>
                {view === 'month' && (
                  <span className="calendar__date-short" aria-hidden="true">
                    {date(day, day.endsWith('-01') ? { day: 'numeric', month: 'short' } : { day: 'numeric' })}
                  </span>
                )}
              </h3>
              {own.length > 0 && (
                <ul className="calendar__events">
                  {own.map((event) => (
                    <li
                      key={`${event.kind}-${JSON.stringify(event)}`}
                      className={`calendar__event calendar__event--${event.kind}`}
                    >
                      <EventLine event={event} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
};

export const DashboardPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const { view, day } = calendarOfSearch(search);
  const range = calendarRange(view, day);
  const { data, error, mutate, isLoading } = useSWR<{ events: DashboardEvent[] }, ApiError>(
    `/api/csp/me/dashboard?${new URLSearchParams(range)}`,
    authorizedFetch,
  );
  const title = intl.formatMessage({ id: 'dashboard.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  const go = (next: { view?: CalendarView; day?: string }) =>
    navigate(`${path}?${new URLSearchParams({ view: next.view ?? view, day: next.day ?? day })}`);
  const heading =
    view === 'month'
      ? intl.formatDate(`${day.slice(0, 7)}-01`, { month: 'long', year: 'numeric', timeZone: 'UTC' })
      : intl.formatDateTimeRange(Date.parse(range.from), Date.parse(range.to), {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });
  return (
    <section className="account-page dashboard">
      <h1>{title}</h1>
      <div className="calendar-bar">
        <fieldset className="calendar-bar__views">
          <legend className="visually-hidden">
            <FormattedMessage id="dashboard.view" />
          </legend>
          {calendarViews.map((candidate) => (
            <Button
              key={candidate}
              variant={candidate === view ? 'primary' : 'secondary'}
              aria-pressed={candidate === view}
              onClick={() => go({ view: candidate })}
            >
              <FormattedMessage id={`dashboard.view.${candidate}`} />
            </Button>
          ))}
        </fieldset>
        <div className="calendar-bar__steps">
          <Button variant="quiet" onClick={() => go({ day: stepped(view, day, -1) })}>
            <FormattedMessage id={`dashboard.previous.${view}`} />
          </Button>
          <Button variant="quiet" onClick={() => go({ day: today() })}>
            <FormattedMessage id="dashboard.today" />
          </Button>
          <Button variant="quiet" onClick={() => go({ day: stepped(view, day, 1) })}>
            <FormattedMessage id={`dashboard.next.${view}`} />
          </Button>
        </div>
      </div>
      <h2 aria-live="polite">{heading}</h2>
      {error && !data ? (
        <div role="alert" className="form-alert">
          <p>
            <FormattedMessage id="dashboard.error" />
          </p>
          <div className="form-actions">
            <Button variant="secondary" onClick={() => void mutate()}>
              <FormattedMessage id="page.error.retry" />
            </Button>
            <Link href={pathFor('contact', language)}>
              <FormattedMessage id="microsoft.summary.contact" />
            </Link>
          </div>
        </div>
      ) : !data || isLoading ? (
        // The range's days at once, their events once read: the calendar keeps its place.
        <Days from={range.from} to={range.to} view={view} month={day.slice(0, 7)} events={[]} busy />
      ) : (
        <>
          {data.events.length === 0 && (
            <p>
              <FormattedMessage id="dashboard.empty" />
            </p>
          )}
          <Days from={range.from} to={range.to} view={view} month={day.slice(0, 7)} events={data.events} />
        </>
      )}
    </section>
  );
};
