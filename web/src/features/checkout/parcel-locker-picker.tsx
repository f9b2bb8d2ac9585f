import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldError } from '#shared/errors';
import { lockerAddressText, type ParcelLocker, parcelLockerQuerySchema } from '#shared/parcel-lockers';
import { fieldMessages } from '#shared/validation';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { TextField } from '../../components/fields';
import { messageIdOf } from '../../lib/api-client';
import { findParcelLockers } from './api/parcel-lockers-api';
import { type StepData, type StepForm, type StepRules, schemaErrors } from './step-form';

/** The locker as the shopper reads it: its name, and its address once known ("WAW01M, Marszałkowska 104, 00-017 Warszawa"). */
export const chosenLockerText = (data: StepData): string =>
  data.parcelLockerAddress
    ? `${data.parcelLockerId}, ${data.parcelLockerAddress}`
    : (data.parcelLockerId ?? '');

const searchErrors = (data: StepData) => schemaErrors(parcelLockerQuerySchema, { q: data.q ?? '' });

/** The delivery step's rule for a parcel locker: one must be chosen. */
export const lockerMissing = (data: StepData): FieldError[] =>
  data.parcelLockerId ? [] : [{ path: 'parcelLockerId', message: fieldMessages.required }];

/** Every rule of the locker form: the search's and the choice's. */
export const lockerRules: StepRules = (data) => [...searchErrors(data), ...lockerMissing(data)];

/**
 * The parcel locker: searched by city or zip code through the API, chosen from the answer. The form's
 * `q`, `parcelLockerId` and the chosen locker's `parcelLockerAddress` (for the summary; only the id is
 * placed) are the locker form of the order client state.
 */
export const ParcelLockerPicker = ({ form }: { form: StepForm }) => {
  const intl = useIntl();
  const [lockers, setLockers] = useState<ParcelLocker[]>();
  const [failure, setFailure] = useState<string>();
  const search = async () => {
    const q = form.values.q ?? '';
    if (!form.report(searchErrors({ q }))) return;
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
                  onChange={() =>
                    form.merge({ parcelLockerId: locker.id, parcelLockerAddress: lockerAddressText(locker) })
                  }
                  aria-describedby={form.errors.parcelLockerId ? `${chosenId}-error` : undefined}
                />
                {locker.id}: {lockerAddressText(locker)} ({locker.openingHours})
              </label>
            </li>
          ))}
        </ul>
      )}
      {form.values.parcelLockerId && !lockers && (
        <p>
          <FormattedMessage id="checkout.locker.chosen" values={{ locker: chosenLockerText(form.values) }} />
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
