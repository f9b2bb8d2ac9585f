import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { licenceQuantityInputSchema } from '#shared/microsoft/licence-change';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { Button } from '../../components/button';
import { messageIdOf } from '../../lib/api-client';
import { FactList } from './subscription-facts';

/**
 * A number of licences (`lowest` to 300) with what it costs (`facts`, for a valid count), sent by
 * `send`: the form of adding licences and of a manual renewal. The answer goes to `onDone`, a refusal
 * to the form's alert.
 */
export const LicenceCountForm = ({
  initial,
  lowest = 1,
  label,
  hint,
  facts,
  note,
  submit,
  send,
  onDone,
}: {
  initial: number;
  lowest?: number;
  label: string;
  hint?: ReactNode;
  facts: (quantity: number) => [string, ReactNode][];
  note: string;
  submit: string;
  send: (quantity: number) => Promise<SubscriptionView>;
  onDone: (subscription: SubscriptionView) => void;
}) => {
  const id = useId();
  const [value, setValue] = useState(String(initial));
  const [state, setState] = useState<{ busy: boolean; error?: string; invalid?: boolean }>({ busy: false });
  const parsed = licenceQuantityInputSchema.safeParse({ quantity: Number(value) });
  const described = [hint !== undefined && `${id}-hint`, state.invalid && `${id}-error`].filter(Boolean);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return setState({ busy: false, invalid: true });
    setState({ busy: true });
    try {
      onDone(await send(parsed.data.quantity));
    } catch (error) {
      setState({ busy: false, error: messageIdOf(error) });
    }
  };
  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="form-field">
        <label htmlFor={id}>
          <FormattedMessage id={label} />
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={lowest}
          max={300}
          value={value}
          aria-invalid={state.invalid || undefined}
          aria-describedby={described.length > 0 ? described.join(' ') : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setState({ busy: false });
          }}
        />
        {hint !== undefined && (
          <p id={`${id}-hint`} className="form-hint">
            {hint}
          </p>
        )}
        {state.invalid && (
          <p id={`${id}-error`} className="field-error">
            <FormattedMessage id="microsoft.licences.invalid" />
          </p>
        )}
      </div>
      {parsed.success && (
        <div aria-live="polite">
          <FactList rows={facts(parsed.data.quantity)} />
        </div>
      )}
      <p className="form-hint">
        <FormattedMessage id={note} />
      </p>
      <Button type="submit" busy={state.busy}>
        <FormattedMessage id={submit} />
      </Button>
      {state.error && (
        <p role="alert" className="form-alert">
          <FormattedMessage id={state.error} />
        </p>
      )}
    </form>
  );
};
