import { FormattedMessage, useIntl } from 'react-intl';
import { usePageHead } from '../../lib/head';
import { CallbackForm } from './callback-form';
import { MessageForm } from './message-form';

const pages = {
  cooperation: { kind: 'cooperation', title: 'forms.cooperation.title', lead: 'forms.cooperation.lead' },
  helpCentre: { kind: 'help-centre', title: 'forms.helpCentre.title', lead: 'forms.helpCentre.lead' },
} as const;

/** The cooperation or help-centre page: its title, lead and form. */
const FormPage = ({ page }: { page: keyof typeof pages }) => {
  const intl = useIntl();
  const { kind, title, lead } = pages[page];
  usePageHead({ title: intl.formatMessage({ id: title }), description: intl.formatMessage({ id: lead }) });
  return (
    <article className="static-page">
      <h1>
        <FormattedMessage id={title} />
      </h1>
      <p>
        <FormattedMessage id={lead} />
      </p>
      <MessageForm kind={kind} />
    </article>
  );
};

/** The forms' screens (their own chunk): the contact page's two forms, or a form's own page. */
export const FormScreen = ({ page }: { page: 'contact' | keyof typeof pages }) =>
  page === 'contact' ? (
    <>
      <MessageForm kind="contact" />
      <CallbackForm />
    </>
  ) : (
    <FormPage page={page} />
  );
