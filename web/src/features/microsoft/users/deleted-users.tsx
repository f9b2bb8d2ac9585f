import { Fragment, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AlertMessage } from '../../../components/alert-message';
import { BreakableText } from '../../../components/breakable-text';
import { Button } from '../../../components/button';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { showToast } from '../../../components/toast';
import { messageIdOf } from '../../../lib/api-client';
import { restoreTenantUser, useDeletedUsers } from '../api/users-api';

const columns: readonly DataColumn[] = [
  { label: 'microsoft.users.user' },
  { label: 'microsoft.users.deleted.restorableUntil' },
  { label: 'actions.label', actions: true },
];

/** The tenant's deleted users, each restorable until 30 days after her deletion (spec section 4). */
export const DeletedUsers = ({
  accountId,
  onRestored,
}: {
  accountId: string;
  onRestored: () => Promise<unknown>;
}) => {
  const intl = useIntl();
  const { data, error, mutate } = useDeletedUsers(accountId);
  const [restoring, setRestoring] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const restore = async (userId: string, name: string) => {
    setRestoring(userId);
    setFailure(undefined);
    try {
      await restoreTenantUser(accountId, userId);
      showToast('microsoft.users.restoreDone', { name });
      await Promise.all([mutate(), onRestored()]);
    } catch (caught) {
      setFailure(messageIdOf(caught));
    } finally {
      setRestoring(undefined);
    }
  };
  return (
    <section className="tenant-users__deleted" aria-labelledby={`${accountId}-deleted`}>
      <h3 id={`${accountId}-deleted`}>
        <FormattedMessage id="microsoft.users.deleted.title" />
      </h3>
      <AlertMessage id={failure ?? (error && !data ? messageIdOf(error) : undefined)} />
      {!data ? (
        !error && <p aria-busy="true" className="loading" />
      ) : data.users.length === 0 ? (
        <p className="tenant-users__none">
          <FormattedMessage id="microsoft.users.deleted.empty" />
        </p>
      ) : (
        <DataTable
          labelledBy={`${accountId}-deleted`}
          className="tenant-users__list"
          columns={columns}
          rows={data.users.map((user) => ({
            key: user.id,
            data: { 'data-user': user.id },
            cells: [
              <Fragment key="name">
                {user.displayName}
                <small>
                  <BreakableText text={user.userPrincipalName} />
                </small>
              </Fragment>,
              intl.formatDate(user.restorableUntil, { dateStyle: 'medium' }),
              <Button
                key="restore"
                variant="secondary"
                busy={restoring === user.id}
                disabled={restoring !== undefined}
                onClick={() => void restore(user.id, user.displayName)}
              >
                <FormattedMessage id="microsoft.users.restore" />
              </Button>,
            ],
          }))}
        />
      )}
    </section>
  );
};
