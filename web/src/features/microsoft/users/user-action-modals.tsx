import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { planNameIn } from '#shared/microsoft/plan-name';
import type { SubscriptionUserView, TenantLicenceView } from '#shared/microsoft/subscription-user';
import { AlertMessage } from '../../../components/alert-message';
import { Button } from '../../../components/button';
import { ModalDialog } from '../../../components/modal-dialog';
import { showToast } from '../../../components/toast';
import { useLanguage } from '../../../lib/language-context';
import { useAction } from '../../../lib/use-action';
import { changeTenantUserLicences, deleteTenantUser, resetTenantUserPassword } from '../api/users-api';
import { TemporaryPassword } from './user-fields';

// The delete, reset password and assign licences modals (spec section 2): each asks, runs its change
// at Microsoft with its button busy, and says a refusal in the modal (role=alert).

const Keep = ({ onClose, label = 'microsoft.users.cancel' }: { onClose: () => void; label?: string }) => (
  <Button variant="secondary" onClick={onClose}>
    <FormattedMessage id={label} />
  </Button>
);

/** "Delete user", after a confirmation: restorable for 30 days, her licences freed. */
export const DeleteUserModal = ({
  accountId,
  user,
  onDeleted,
  onClose,
}: {
  accountId: string;
  user: SubscriptionUserView;
  onDeleted: () => Promise<unknown>;
  onClose: () => void;
}) => {
  const { busy, failure, run } = useAction();
  const confirm = () =>
    run(async () => {
      await deleteTenantUser(accountId, user.id);
      showToast('microsoft.users.deleteDone', { name: user.displayName });
      await onDeleted();
      onClose();
    });
  return (
    <ModalDialog title="microsoft.users.delete.title" onClose={onClose}>
      <p>
        <FormattedMessage
          id="microsoft.users.delete.text"
          values={{ name: user.displayName, login: user.userPrincipalName }}
        />
      </p>
      <AlertMessage id={failure} />
      <div className="modal__actions">
        <Keep onClose={onClose} label="microsoft.users.delete.keep" />
        <Button variant="danger" busy={busy} onClick={() => void confirm()}>
          <FormattedMessage id="microsoft.users.delete.confirm" />
        </Button>
      </div>
    </ModalDialog>
  );
};

/** "Reset password", after a confirmation: the old one stops working, the new temporary one shown once. */
export const ResetPasswordModal = ({
  accountId,
  user,
  onClose,
}: {
  accountId: string;
  user: SubscriptionUserView;
  onClose: () => void;
}) => {
  const { busy, failure, run } = useAction();
  const [password, setPassword] = useState<string>();
  const confirm = () =>
    run(async () => {
      setPassword((await resetTenantUserPassword(accountId, user.id)).temporaryPassword);
    });
  return (
    <ModalDialog title="microsoft.users.reset.title" onClose={onClose}>
      {password ? (
        <div role="status">
          <p>
            <FormattedMessage id="microsoft.users.reset.done" values={{ name: user.displayName }} />
          </p>
          <TemporaryPassword login={user.userPrincipalName} password={password} />
        </div>
      ) : (
        <p>
          <FormattedMessage
            id="microsoft.users.reset.text"
            values={{ name: user.displayName, login: user.userPrincipalName }}
          />
        </p>
      )}
      <AlertMessage id={failure} />
      <div className="modal__actions">
        {password ? (
          <Button onClick={onClose}>
            <FormattedMessage id="microsoft.users.close" />
          </Button>
        ) : (
          <>
            <Keep onClose={onClose} />
            <Button busy={busy} onClick={() => void confirm()}>
              <FormattedMessage id="microsoft.users.reset.confirm" />
            </Button>
          </>
        )}
      </div>
    </ModalDialog>
  );
};

/** "Assign licences": one checkbox per licence of the tenant, with how many are free; saved in one change. */
export const LicencesModal = ({
  accountId,
  user,
  licences,
  onSaved,
  onClose,
}: {
  accountId: string;
  user: SubscriptionUserView;
  licences: TenantLicenceView[];
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}) => {
  const { busy, failure, run } = useAction();
  const language = useLanguage();
  const [chosen, setChosen] = useState(() => new Set(user.licences));
  const toggle = (skuId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(skuId);
      else next.delete(skuId);
      return next;
    });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const add = [...chosen].filter((skuId) => !user.licences.includes(skuId));
      const remove = user.licences.filter((skuId) => !chosen.has(skuId));
      await changeTenantUserLicences(accountId, user.id, { add, remove });
      showToast('microsoft.users.licences.saveDone', { name: user.displayName });
      await onSaved();
      onClose();
    });
  };
  return (
    <ModalDialog title="microsoft.users.licences.title" onClose={onClose}>
      <form onSubmit={save}>
        {licences.length === 0 ? (
          <p>
            <FormattedMessage id="microsoft.users.licences.none" />
          </p>
        ) : (
          <fieldset className="tenant-user-licences">
            <legend>
              <FormattedMessage id="microsoft.users.licences.text" values={{ name: user.displayName }} />
            </legend>
            {licences.map((licence) => {
              const held = user.licences.includes(licence.skuId);
              return (
                <label key={licence.skuId} className="consent">
                  <input
                    type="checkbox"
                    checked={chosen.has(licence.skuId)}
                    // A licence she has not, with none free, cannot be given: Microsoft would refuse it.
                    disabled={!held && licence.free < 1}
                    onChange={(event) => toggle(licence.skuId, event.target.checked)}
                  />
                  <FormattedMessage
                    id="microsoft.users.licences.option"
                    values={{
                      name: licence.name
                        ? planNameIn({ ...licence, name: licence.name }, language)
                        : licence.skuPartNumber,
                      free: licence.free,
                      total: licence.enabled,
                    }}
                  />
                </label>
              );
            })}
          </fieldset>
        )}
        <AlertMessage id={failure} />
        <div className="modal__actions">
          <Keep onClose={onClose} />
          {licences.length > 0 && (
            <Button type="submit" busy={busy}>
              <FormattedMessage id="microsoft.users.licences.submit" />
            </Button>
          )}
        </div>
      </form>
    </ModalDialog>
  );
};
