import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AlertMessage } from '../../../components/alert-message';
import { Button } from '../../../components/button';
import { showToast } from '../../../components/toast';
import { messageIdOf } from '../../../lib/api-client';
import { restoreTenantUser, useDeletedUsers } from '../api/users-api';

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
        <p>
          <FormattedMessage id="microsoft.users.deleted.empty" />
        </p>
      ) : (
        <ul className="tenant-users__list">
          {data.users.map((user) => (
            <li key={user.id} className="tenant-user">
              <p className="tenant-user__name">{user.displayName}</p>
              <p className="tenant-user__login">
                <code>{user.userPrincipalName}</code>
              </p>
              <p className="tenant-user__facts">
                <FormattedMessage
                  id="microsoft.users.deleted.until"
                  values={{ date: intl.formatDate(user.restorableUntil, { dateStyle: 'long' }) }}
                />
              </p>
              <div className="tenant-user__actions">
                <Button
                  variant="secondary"
                  busy={restoring === user.id}
                  disabled={restoring !== undefined}
                  onClick={() => void restore(user.id, user.displayName)}
                >
                  <FormattedMessage id="microsoft.users.restore" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
