import { Fragment, useId, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { SubscriptionUserView, TenantLicenceView } from '#shared/microsoft/subscription-user';
import { ActionMenu, type ActionMenuItem } from '../../../components/action-menu';
import { AlertMessage } from '../../../components/alert-message';
import { Badge } from '../../../components/badge';
import { BreakableText } from '../../../components/breakable-text';
import { Button } from '../../../components/button';
import { type DataColumn, type DataRow, DataTable } from '../../../components/data-table';
import { Description, DescriptionList } from '../../../components/description-list';
import { EmptyState } from '../../../components/empty-state';
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

/** The subscription's licence: paid for, assigned and free; with none free, why "assign" is disabled. */
const LicenceCount = ({
  licence,
  addLicences,
  noteId,
}: {
  licence: TenantLicenceView;
  addLicences: string | undefined;
  noteId: string;
}) => {
  const intl = useIntl();
  const rows: [string, number][] = [
    ['microsoft.users.licences.total', licence.enabled],
    ['microsoft.users.licences.assigned', licence.consumed],
    ['microsoft.users.licences.free', licence.free],
  ];
  return (
    <>
      <DescriptionList className="microsoft-facts tenant-users__count">
        {rows.map(([label, count]) => (
          <Description key={label} term={label}>
            {intl.formatNumber(count)}
          </Description>
        ))}
      </DescriptionList>
      {licence.free < 1 && (
        <p id={noteId} className="tenant-users__none-free">
          <FormattedMessage id="microsoft.users.licence.noneFree" />{' '}
          {addLicences && (
            <Link href={addLicences}>
              <FormattedMessage id="microsoft.licences.add" />
            </Link>
          )}
        </p>
      )}
    </>
  );
};

type Action = 'edit' | 'delete' | 'reset' | 'licences';

/** A user's row: name and login, role, whether she holds the subscription's licence, her actions in a menu. */
const userRow = (
  intl: IntlShape,
  user: SubscriptionUserView,
  licence: TenantLicenceView | undefined,
  onOpen: (kind: Action) => void,
  onToggleLicence: () => void,
): DataRow => {
  const held = licence !== undefined && user.licences.includes(licence.skuId);
  const noneFree = licence !== undefined && !held && licence.free < 1;
  const items: ActionMenuItem[] = [
    ...(licence
      ? [
          {
            key: 'licence',
            label: (
              <FormattedMessage
                id={held ? 'microsoft.users.licence.unassign' : 'microsoft.users.licence.assign'}
              />
            ),
            disabled: noneFree,
            note: noneFree ? <FormattedMessage id="microsoft.users.licence.noneFreeShort" /> : undefined,
            onSelect: onToggleLicence,
          },
        ]
      : []),
    { key: 'edit', label: <FormattedMessage id="microsoft.users.edit" />, onSelect: () => onOpen('edit') },
    {
      key: 'licences',
      label: <FormattedMessage id="microsoft.users.manageLicences" />,
      onSelect: () => onOpen('licences'),
    },
    {
      key: 'reset',
      label: <FormattedMessage id="microsoft.users.resetPassword" />,
      onSelect: () => onOpen('reset'),
    },
    {
      key: 'delete',
      label: <FormattedMessage id="microsoft.users.delete" />,
      danger: true,
      onSelect: () => onOpen('delete'),
    },
  ];
  return {
    key: user.id,
    data: { 'data-user': user.id },
    cells: [
      <Fragment key="name">
        {user.displayName}
        <small>
          <BreakableText text={user.userPrincipalName} />
        </small>
        {!user.accountEnabled && (
          <Badge tone="warning">
            <FormattedMessage id="microsoft.users.blocked" />
          </Badge>
        )}
      </Fragment>,
      <FormattedMessage key="role" id={`microsoft.users.role.${user.role}`} />,
      licence ? (
        <Badge key="licence" tone={held ? 'success' : 'neutral'}>
          <FormattedMessage id={held ? 'microsoft.users.licence.held' : 'microsoft.users.licence.notHeld'} />
        </Badge>
      ) : (
        '–'
      ),
      <ActionMenu
        key="actions"
        label={<FormattedMessage id="actions.label" />}
        name={intl.formatMessage({ id: 'actions.of' }, { name: user.displayName })}
        items={items}
      />,
    ],
  };
};

const userColumns: readonly DataColumn[] = [
  { label: 'microsoft.users.user' },
  { label: 'microsoft.users.role' },
  { label: 'microsoft.users.licence' },
  { label: 'actions.label', actions: true },
];

/** The users of the account's tenant; `skuId` is the subscription's licence, assigned from the list. */
export const TenantUsers = ({
  accountId,
  skuId,
  addLicences,
}: {
  accountId: string;
  skuId?: string;
  /** Where licences are added (the subscription's page), offered when none is free. */
  addLicences?: string;
}) => {
  const intl = useIntl();
  const titleId = useId();
  const noteId = useId();
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
        // The users are the tab's page: their place holds the viewport until they come.
        !error && <p aria-busy="true" className="loading loading--page" />
      ) : (
        <>
          {licence && <LicenceCount licence={licence} addLicences={addLicences} noteId={noteId} />}
          <Button onClick={() => setModal({ kind: 'add' })}>
            <FormattedMessage id="microsoft.users.add" />
          </Button>
          {data.users.length === 0 ? (
            <EmptyState message="microsoft.users.empty" />
          ) : (
            <DataTable
              labelledBy={titleId}
              className="tenant-users__list"
              columns={userColumns}
              rows={data.users.map((user) =>
                userRow(
                  intl,
                  user,
                  licence,
                  (kind) => setModal({ kind, user }),
                  () => {
                    if (licence && toggling === undefined) void toggleLicence(user, licence.skuId);
                  },
                ),
              )}
            />
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
