import { Fragment, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SubscriptionUserView, TenantLicenceView } from '#shared/microsoft/subscription-user';
import { AlertMessage } from '../../../components/alert-message';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { showToast } from '../../../components/toast';
import { messageIdOf } from '../../../lib/api-client';
import { changeTenantUserLicences, useDeletedUsers, useTenantUsers } from '../api/users-api';
import { DeletedUsers } from './deleted-users';
import { DeleteUserModal, LicencesModal, ResetPasswordModal } from './user-action-modals';
import { AddUserModal, EditUserModal } from './user-form-modals';

// The users tab of a subscription's details (spec sections 2 and 4): the tenant's
// users with their login, role and (given the subscription's licence) whether each holds it, that
// licence's total, assigned and free count, the add, edit, delete, reset password and licences modals,
// and the deleted users one can restore.

type Modal = { kind: 'add' } | { kind: 'edit' | 'delete' | 'reset' | 'licences'; user: SubscriptionUserView };

/** The subscription's licence: paid for, assigned and free. */
const LicenceCount = ({ licence }: { licence: TenantLicenceView }) => {
  const intl = useIntl();
  const rows: [string, number][] = [
    ['microsoft.users.licences.total', licence.enabled],
    ['microsoft.users.licences.assigned', licence.consumed],
    ['microsoft.users.licences.free', licence.free],
  ];
  return (
    <dl className="microsoft-facts">
      {rows.map(([label, count]) => (
        <Fragment key={label}>
          <dt>
            <FormattedMessage id={label} />
          </dt>
          <dd>{intl.formatNumber(count)}</dd>
        </Fragment>
      ))}
    </dl>
  );
};

const UserRow = ({
  user,
  licence,
  busy,
  onOpen,
  onToggleLicence,
}: {
  user: SubscriptionUserView;
  /** The subscription's licence, when the tab shows one. */
  licence: TenantLicenceView | undefined;
  busy: boolean;
  onOpen: (kind: 'edit' | 'delete' | 'reset' | 'licences') => void;
  onToggleLicence: () => void;
}) => {
  const held = licence !== undefined && user.licences.includes(licence.skuId);
  return (
    <li className="tenant-user">
      <p className="tenant-user__name">
        {user.displayName}
        {!user.accountEnabled && (
          <Badge tone="warning">
            <FormattedMessage id="microsoft.users.blocked" />
          </Badge>
        )}
      </p>
      <p className="tenant-user__login">
        <code>{user.userPrincipalName}</code>
      </p>
      <p className="tenant-user__facts">
        <FormattedMessage id={`microsoft.users.role.${user.role}`} />
        {licence && (
          <Badge tone={held ? 'success' : 'neutral'}>
            <FormattedMessage
              id={held ? 'microsoft.users.licence.held' : 'microsoft.users.licence.notHeld'}
            />
          </Badge>
        )}
      </p>
      <div className="tenant-user__actions">
        {licence && (
          <Button
            variant="secondary"
            busy={busy}
            disabled={!held && licence.free < 1}
            onClick={onToggleLicence}
          >
            <FormattedMessage
              id={held ? 'microsoft.users.licence.unassign' : 'microsoft.users.licence.assign'}
            />
          </Button>
        )}
        <Button variant="secondary" onClick={() => onOpen('edit')}>
          <FormattedMessage id="microsoft.users.edit" />
        </Button>
        <Button variant="secondary" onClick={() => onOpen('licences')}>
          <FormattedMessage id="microsoft.users.manageLicences" />
        </Button>
        <Button variant="secondary" onClick={() => onOpen('reset')}>
          <FormattedMessage id="microsoft.users.resetPassword" />
        </Button>
        <Button variant="secondary" onClick={() => onOpen('delete')}>
          <FormattedMessage id="microsoft.users.delete" />
        </Button>
      </div>
    </li>
  );
};

/** The users of the account's tenant; `skuId` is the subscription's licence, assigned from the list. */
export const TenantUsers = ({ accountId, skuId }: { accountId: string; skuId?: string }) => {
  const titleId = useId();
  const { data, error, mutate } = useTenantUsers(accountId);
  const [modal, setModal] = useState<Modal>();
  const [toggling, setToggling] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const deleted = useDeletedUsers(accountId);
  const close = () => setModal(undefined);
  const licence = skuId ? data?.licences.find((candidate) => candidate.skuId === skuId) : undefined;
  // A user deleted moves to the deleted list (its licences freed); one restored comes back here.
  const afterDeletion = () => Promise.all([mutate(), deleted.mutate()]);

  const toggleLicence = async (user: SubscriptionUserView, sku: string) => {
    const held = user.licences.includes(sku);
    setToggling(user.id);
    setFailure(undefined);
    try {
      await changeTenantUserLicences(
        accountId,
        user.id,
        held ? { add: [], remove: [sku] } : { add: [sku], remove: [] },
      );
      showToast(held ? 'microsoft.users.licence.unassignDone' : 'microsoft.users.licence.assignDone', {
        name: user.displayName,
      });
      await mutate();
    } catch (caught) {
      setFailure(messageIdOf(caught));
    } finally {
      setToggling(undefined);
    }
  };

  return (
    <section className="tenant-users" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="microsoft.users.title" />
      </h2>
      <AlertMessage id={failure ?? (error && !data ? messageIdOf(error) : undefined)} />
      {!data ? (
        !error && <p aria-busy="true" className="loading" />
      ) : (
        <>
          {licence && <LicenceCount licence={licence} />}
          <Button onClick={() => setModal({ kind: 'add' })}>
            <FormattedMessage id="microsoft.users.add" />
          </Button>
          {data.users.length === 0 ? (
            <p>
              <FormattedMessage id="microsoft.users.empty" />
            </p>
          ) : (
            <ul className="tenant-users__list">
              {data.users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  licence={licence}
                  busy={toggling === user.id}
                  onOpen={(kind) => setModal({ kind, user })}
                  onToggleLicence={() => licence && void toggleLicence(user, licence.skuId)}
                />
              ))}
            </ul>
          )}
          {modal?.kind === 'add' && (
            <AddUserModal
              accountId={accountId}
              organization={data.organization}
              onAdded={mutate}
              onClose={close}
            />
          )}
          {modal?.kind === 'edit' && (
            <EditUserModal
              accountId={accountId}
              user={modal.user}
              country={data.organization.country}
              onSaved={mutate}
              onClose={close}
            />
          )}
          {modal?.kind === 'licences' && (
            <LicencesModal
              accountId={accountId}
              user={modal.user}
              licences={data.licences}
              onSaved={mutate}
              onClose={close}
            />
          )}
          {modal?.kind === 'reset' && (
            <ResetPasswordModal accountId={accountId} user={modal.user} onClose={close} />
          )}
          {modal?.kind === 'delete' && (
            <DeleteUserModal
              accountId={accountId}
              user={modal.user}
              onDeleted={afterDeletion}
              onClose={close}
            />
          )}
          <DeletedUsers accountId={accountId} onRestored={mutate} />
        </>
      )}
    </section>
  );
};
