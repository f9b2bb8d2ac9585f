import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ParcelLocker, parcelLockerQuerySchema } from '#shared/parcel-lockers';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { TextField } from '../../components/fields';
import { messageIdOf } from '../../lib/api-client';
import { findParcelLockers } from './api/parcel-lockers-api';
import { type StepForm, schemaErrors } from './step-form';

/**
 * The parcel locker: searched by city or zip code through the API, chosen from the answer. The form's
 * `q` and `parcelLockerId` are the locker form of the order client state.
 */
export const ParcelLockerPicker = ({ form }: { form: StepForm }) => {
  const intl = useIntl();
  const [lockers, setLockers] = useState<ParcelLocker[]>();
  const [failure, setFailure] = useState<string>();
  const search = async () => {
    const q = form.values.q ?? '';
    if (!form.report(schemaErrors(parcelLockerQuerySchema, { q }))) return;
    setFailure(undefined);
    try {
      setLockers(await findParcelLockers(q.trim()));
    } catch (error) {
      setFailure(messageIdOf(error));
    }
  };
  const chosenId = form.idFor('parcelLockerId');
  return (
    <fieldset className="parcel-lockers">
      <legend>
        <FormattedMessage id="checkout.locker.title" />
      </legend>
      <TextField form={form} name="q" label="checkout.locker.search" />
      <Button onClick={() => void search()}>
        <FormattedMessage id="checkout.locker.find" />
      </Button>
      <AlertMessage id={failure} />
      {lockers?.length === 0 && (
        <p role="status">
          <FormattedMessage id="checkout.locker.none" />
        </p>
      )}
      {lockers && lockers.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'checkout.locker.found' })}>
          {lockers.map((locker, index) => (
            <li key={locker.id}>
              <label className="consent">
                <input
                  id={index === 0 ? chosenId : undefined}
                  type="radio"
                  name="parcelLockerId"
                  checked={form.values.parcelLockerId === locker.id}
                  onChange={() => form.set('parcelLockerId', locker.id)}
                  aria-describedby={form.errors.parcelLockerId ? `${chosenId}-error` : undefined}
                />
                {locker.id}: {locker.address}, {locker.zipCode} {locker.city} ({locker.openingHours})
              </label>
            </li>
          ))}
        </ul>
      )}
      {form.values.parcelLockerId && !lockers && (
        <p>
          <FormattedMessage id="checkout.locker.chosen" values={{ locker: form.values.parcelLockerId }} />
        </p>
      )}
      {form.errors.parcelLockerId && (
        <p id={`${chosenId}-error`} className="field-error">
          <FormattedMessage id="checkout.locker.required" />
        </p>
      )}
    </fieldset>
  );
};
