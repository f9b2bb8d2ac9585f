import { type ComponentProps, type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AlertMessage } from '../../components/alert-message';
import { Button, type ButtonVariant } from '../../components/button';
import type { useAction } from '../../lib/use-action';

/**
 * One staff action as a form: what it does (`explain`), its fields (`children`), its refusal, what it
 * found (`outcome`) and its button (`submit`), busy while `onSubmit` runs through `action`. An action
 * that takes something away (`ask`: the first button's label) shows only that button until it is
 * clicked, then asks again: its button marked dangerous, a way back beside it. Labels are message
 * ids, `values` their arguments.
 */
export const ActionForm = ({
  action,
  onSubmit,
  submit,
  values,
  variant,
  disabled,
  ask,
  explain,
  outcome,
  className,
  children,
}: {
  action: ReturnType<typeof useAction>;
  onSubmit: () => Promise<unknown>;
  /** None while the outcome offers the next step itself. */
  submit?: string;
  values?: ComponentProps<typeof FormattedMessage>['values'];
  variant?: ButtonVariant;
  disabled?: boolean;
  ask?: string;
  explain?: string;
  outcome?: ReactNode;
  className?: string;
  children?: ReactNode;
}) => {
  const [asked, setAsked] = useState(false);
  if (ask && !asked)
    return (
      <Button variant="danger" onClick={() => setAsked(true)}>
        <FormattedMessage id={ask} />
      </Button>
    );
  const send = (event: FormEvent) => {
    event.preventDefault();
    void action.run(onSubmit);
  };
  return (
    <form className={['staff-action-form', className].filter(Boolean).join(' ')} onSubmit={send}>
      {explain && (
        <p>
          <FormattedMessage id={explain} values={values} />
        </p>
      )}
      {children}
      <AlertMessage id={action.failure} />
      {outcome}
      {submit && (
        <div className="staff-action-buttons">
          <Button type="submit" variant={ask ? 'danger' : variant} busy={action.busy} disabled={disabled}>
            <FormattedMessage id={submit} values={values} />
          </Button>
          {ask && (
            <Button variant="secondary" onClick={() => setAsked(false)}>
              <FormattedMessage id="staff.confirm.no" />
            </Button>
          )}
        </div>
      )}
    </form>
  );
};
