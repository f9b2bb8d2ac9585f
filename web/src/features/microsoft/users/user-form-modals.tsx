import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  type CreatedSubscriptionUser,
  newSubscriptionUserSchema,
  type SubscriptionUserView,
  subscriptionUserEditSchema,
  type TenantUsersView,
} from '#shared/microsoft/subscription-user';
import { Button } from '../../../components/button';
import { FormFooter } from '../../../components/fields';
import { ModalDialog } from '../../../components/modal-dialog';
import { showToast } from '../../../components/toast';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { addTenantUser, editTenantUser } from '../api/users-api';
import {
  LocationAndRoleFields,
  LoginFields,
  NameFields,
  type NewUserFormValues,
  TemporaryPassword,
  type UserFormValues,
} from './user-fields';

// The add and edit user modals (spec section 2): validated by the API's own schemas, so the display
// name's and the login's rules show before anything is sent.

const CancelButton = ({ onClose }: { onClose: () => void }) => (
  <Button variant="secondary" onClick={onClose}>
    <FormattedMessage id="microsoft.users.cancel" />
  </Button>
);

/** The new user's login and temporary password, shown this once, and her role if Microsoft refused it. */
const Created = ({ created, onClose }: { created: CreatedSubscriptionUser; onClose: () => void }) => (
  <ModalDialog title="microsoft.users.add.title" onClose={onClose}>
    <div role="status">
      <p>
        <FormattedMessage id="microsoft.users.created.text" values={{ name: created.user.displayName }} />
      </p>
      <TemporaryPassword login={created.user.userPrincipalName} password={created.temporaryPassword} />
    </div>
    {created.roleNotSet && (
      <p role="alert" className="form-alert">
        <FormattedMessage id="microsoft.users.roleNotSet" />
      </p>
    )}
    <div className="modal__actions">
      <Button onClick={onClose}>
        <FormattedMessage id="microsoft.users.close" />
      </Button>
    </div>
  </ModalDialog>
);

/** "Add user": names, login (alias and one of the tenant's domains), usage location (the tenant's country), role. */
export const AddUserModal = ({
  accountId,
  organization,
  onAdded,
  onClose,
}: {
  accountId: string;
  organization: TenantUsersView['organization'];
  onAdded: () => Promise<unknown>;
  onClose: () => void;
}) => {
  const [created, setCreated] = useState<CreatedSubscriptionUser>();
  const form = useSchemaForm<typeof newSubscriptionUserSchema, NewUserFormValues>(
    newSubscriptionUserSchema,
    {
      firstName: '',
      lastName: '',
      displayName: '',
      alias: '',
      domain: organization.domains[0] ?? '',
      usageLocation: organization.country,
      role: 'user',
    },
    async (input) => {
      setCreated(await addTenantUser(accountId, input));
      await onAdded();
    },
  );
  if (created) return <Created created={created} onClose={onClose} />;
  return (
    <ModalDialog title="microsoft.users.add.title" onClose={onClose}>
      <form className="tenant-user-form" onSubmit={form.onSubmit} noValidate>
        <NameFields form={form} />
        <LoginFields form={form} domains={organization.domains} />
        <LocationAndRoleFields form={form} country={organization.country} />
        <FormFooter
          form={form}
          submit="microsoft.users.add.submit"
          cancel={<CancelButton onClose={onClose} />}
        />
      </form>
    </ModalDialog>
  );
};

/** "Edit user": her names, usage location and role; the login stays. */
export const EditUserModal = ({
  accountId,
  user,
  country,
  onSaved,
  onClose,
}: {
  accountId: string;
  user: SubscriptionUserView;
  country: string;
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}) => {
  const form = useSchemaForm<typeof subscriptionUserEditSchema, UserFormValues>(
    subscriptionUserEditSchema,
    {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      displayName: user.displayName,
      usageLocation: user.usageLocation ?? country,
      role: user.role,
    },
    async (input) => {
      const saved = await editTenantUser(accountId, user.id, input);
      showToast('microsoft.users.editDone', { name: saved.displayName });
      await onSaved();
      onClose();
    },
  );
  return (
    <ModalDialog title="microsoft.users.edit.title" onClose={onClose}>
      <p>
        <code>{user.userPrincipalName}</code>
      </p>
      <form className="tenant-user-form" onSubmit={form.onSubmit} noValidate>
        <NameFields form={form} />
        <LocationAndRoleFields form={form} country={country} />
        <FormFooter
          form={form}
          submit="microsoft.users.edit.submit"
          cancel={<CancelButton onClose={onClose} />}
        />
      </form>
    </ModalDialog>
  );
};
