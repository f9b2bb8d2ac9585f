import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MarketplaceConnectionView, MarketplaceProblemView } from '#shared/orders/marketplace-status';
import { AlertMessage } from '../../components/alert-message';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { FactRow } from '../../components/order-facts';
import { usePageHead } from '../../lib/head';
import { useAction } from '../../lib/use-action';
import {
  checkAllegroConnection,
  dismissAllegroProblem,
  importAllegroProblem,
  startAllegroConnection,
  useAllegroStatus,
} from './api/staff-marketplace-api';
import { StaffNav } from './staff-nav';
import { StaffSection, StaffTable } from './staff-section';

const stateTone = {
  notConnected: 'neutral',
  connected: 'success',
  confirming: 'warning',
  stopped: 'danger',
} as const;

/** The account's state with what the staff do next: connect, confirm the code at Allegro, or connect again. */
const ConnectionPanel = ({
  connection,
  onChange,
}: {
  connection: MarketplaceConnectionView;
  onChange: () => unknown;
}) => {
  const intl = useIntl();
  const start = useAction();
  const check = useAction();
  const confirming = connection.state === 'confirming' ? connection : undefined;
  const userCode = confirming?.userCode;
  const intervalSeconds = Math.max(confirming?.interval ?? 5, 5);
  // While the code waits, Allegro is asked at the interval it named whether the seller confirmed it.
  useEffect(() => {
    if (!userCode) return;
    const timer = setInterval(
      () => void checkAllegroConnection().then(onChange, onChange),
      intervalSeconds * 1000,
    );
    return () => clearInterval(timer);
  }, [userCode, intervalSeconds, onChange]);
  return (
    <StaffSection title="staff.allegro.account" className="staff-allegro-account">
      <p data-connection={connection.state}>
        <Badge tone={stateTone[connection.state]}>
          <FormattedMessage id={`staff.allegro.state.${connection.state}`} />
        </Badge>{' '}
        {connection.state === 'connected' && (
          <FormattedMessage
            id="staff.allegro.connectedBy"
            values={{
              who: connection.connectedBy,
              when: intl.formatDate(connection.connectedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            }}
          />
        )}
        {connection.state === 'stopped' && (
          <FormattedMessage
            id="staff.allegro.stoppedAt"
            values={{
              when: intl.formatDate(connection.stoppedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              reason: connection.reason,
            }}
          />
        )}
      </p>
      {confirming ? (
        <div className="staff-allegro-code">
          <p>
            <FormattedMessage id="staff.allegro.confirmLead" />
          </p>
          <p className="staff-allegro-user-code" data-user-code={confirming.userCode}>
            {confirming.userCode}
          </p>
          <p>
            <a href={confirming.verificationUriComplete} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="staff.allegro.openAllegro" />
            </a>{' '}
            <FormattedMessage
              id="staff.allegro.codeUntil"
              values={{ when: intl.formatTime(confirming.expiresAt, { timeStyle: 'short' }) }}
            />
          </p>
          <Button
            variant="secondary"
            busy={check.busy}
            onClick={() =>
              void check.run(async () => {
                await checkAllegroConnection();
                await onChange();
              })
            }
          >
            <FormattedMessage id="staff.allegro.checkNow" />
          </Button>
        </div>
      ) : (
        <Button
          variant={connection.state === 'connected' ? 'secondary' : 'primary'}
          busy={start.busy}
          onClick={() =>
            void start.run(async () => {
              await startAllegroConnection();
              await onChange();
            })
          }
        >
          <FormattedMessage
            id={connection.state === 'connected' ? 'staff.allegro.reconnect' : 'staff.allegro.connect'}
          />
        </Button>
      )}
      <AlertMessage id={start.failure ?? check.failure} />
    </StaffSection>
  );
};

const ProblemRow = ({ problem, onChange }: { problem: MarketplaceProblemView; onChange: () => unknown }) => {
  const intl = useIntl();
  const action = useAction();
  const again = () =>
    action.run(async () => {
      const { outcome } = await importAllegroProblem(problem.formId);
      await onChange();
      if (outcome === 'problem') action.setFailure('staff.allegro.stillProblem');
    });
  return (
    <tr data-form={problem.formId}>
      <td>
        <code>{problem.formId}</code>
        <span className="staff-sub">{problem.buyerLogin}</span>
      </td>
      <td>{intl.formatDate(problem.seenAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
      <td>
        <FormattedMessage id={`staff.allegro.reason.${problem.reason}`} />
        <span className="staff-sub">{problem.subject}</span>
      </td>
      <td>
        <div className="staff-allegro-actions">
          <Button variant="secondary" busy={action.busy} onClick={() => void again()}>
            <FormattedMessage id="staff.allegro.importAgain" />
          </Button>
          <Button
            variant="quiet"
            busy={action.busy}
            onClick={() =>
              void action.run(async () => {
                await dismissAllegroProblem(problem.formId);
                await onChange();
              })
            }
          >
            <FormattedMessage id="staff.allegro.dismiss" />
          </Button>
        </div>
        <AlertMessage id={action.failure} />
      </td>
    </tr>
  );
};

/**
 * `/obsluga/allegro/`: the shop's Allegro account. Its state (connected, waiting for the seller to
 * confirm a code at Allegro, stopped because Allegro refused its tokens) with the way to connect it;
 * where the order journal was read up to; and the marketplace orders kept for the staff (an offer
 * without the shop's product id…), each imported again once its cause is fixed, or closed when settled
 * outside the shop. The imported orders themselves are in the order queue (payment method 8).
 */
export const AllegroPage = () => {
  const intl = useIntl();
  const status = useAllegroStatus(30_000);
  const title = intl.formatMessage({ id: 'staff.allegro.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  const { data, mutate } = status;
  return (
    <section className="staff-page staff-allegro">
      <StaffNav current="staffAllegro" />
      <h1>{title}</h1>
      <AlertMessage id={status.error && !data ? 'staff.allegro.unavailable' : undefined} />
      {data && (
        <>
          <ConnectionPanel connection={data.connection} onChange={mutate} />
          <StaffSection title="staff.allegro.journal">
            <dl className="order-facts staff-facts">
              <FactRow label="staff.allegro.lastEvent">{data.journal.lastEventId ?? '—'}</FactRow>
              <FactRow label="staff.allegro.lastImport">
                {data.journal.lastRunAt
                  ? intl.formatDate(data.journal.lastRunAt, { dateStyle: 'medium', timeStyle: 'short' })
                  : '—'}
              </FactRow>
              <FactRow label="staff.allegro.lastImported">{data.journal.imported ?? 0}</FactRow>
            </dl>
          </StaffSection>
          <StaffSection
            title="staff.allegro.problems"
            empty={data.problems.length === 0 && 'staff.allegro.noProblems'}
          >
            <StaffTable
              className="staff-allegro-problems"
              columns={[
                'staff.allegro.form',
                'staff.allegro.seen',
                'staff.allegro.reason',
                'staff.allegro.actions',
              ]}
            >
              <tbody>
                {data.problems.map((problem) => (
                  <ProblemRow key={problem.formId} problem={problem} onChange={mutate} />
                ))}
              </tbody>
            </StaffTable>
          </StaffSection>
        </>
      )}
    </section>
  );
};
