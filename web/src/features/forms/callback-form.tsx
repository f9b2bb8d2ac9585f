import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type CallbackPromise, callbackDay } from '#shared/forms/callback-promise';
import { callbackRequestSchema } from '#shared/forms/form-schemas';
import { workingHours } from '#shared/forms/working-hours';
import { FormFooter, TextField } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useLanguage } from '../../lib/language-context';
import { submitForm } from './api/submit-form-api';
import { ConsentFields, emptyPerson, PersonFields, personOptional, SentNote } from './person-fields';

/** The promise the API answered, from the working-hours table: within minutes, or a day and time. */
const PromiseText = ({ promise }: { promise: CallbackPromise }) => {
  const language = useLanguage();
  return promise.kind === 'within' ? (
    <FormattedMessage id="forms.callback.within" values={{ minutes: promise.minutes }} />
  ) : (
    <FormattedMessage
      id="forms.callback.atOpening"
      values={{ day: callbackDay(promise.date, language), time: promise.time }}
    />
  );
};

/** "Call me back": name, phone, e-mail for the confirmation, an optional topic; then the promise. */
export const CallbackForm = () => {
  const [promise, setPromise] = useState<CallbackPromise>();
  const form = useSchemaForm(
    callbackRequestSchema,
    { ...emptyPerson(useLanguage()), message: '' },
    async (data) => setPromise((await submitForm('callback', data)).callback),
    { optional: [...personOptional, 'message'] },
  );
  const titleId = form.idFor('title');
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="forms.callback.title" />
      </h2>
      {promise ? (
        <SentNote>
          <PromiseText promise={promise} />
        </SentNote>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="forms.callback.lead"
              values={{ opens: workingHours.opens, closes: workingHours.closes }}
            />
          </p>
          <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-labelledby={titleId}>
            <PersonFields form={form} />
            <TextField form={form} name="message" rows={2} label="forms.topic" />
            <ConsentFields form={form} />
            <FormFooter form={form} submit="forms.callback.submit" />
          </form>
        </>
      )}
    </section>
  );
};
