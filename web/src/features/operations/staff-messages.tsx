import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '#shared/locale';
import { ErrorPage } from '../../components/error-page';
import { fetchCatalogue } from '../../lib/i18n';
import type { Messages } from '../../lib/page-data';

// The staff screens' own strings, Polish and English only (web/public/i18n/staff/): fetched when a
// staff screen opens, never with a shopper's page, and laid over the page's catalogue so the shop's
// own strings (statuses, payment methods, errors) keep their translations. A language other than
// Polish reads the English ones.

/** The staff catalogue a page's language reads. */
export const staffLanguageOf = (language: Language): 'pl' | 'en' => (language === 'pl' ? 'pl' : 'en');

const loaded = new Map<string, Promise<Messages>>();

/** The staff catalogue of a language, fetched once per page's life (a failed fetch is tried again next time). */
const fetchStaffMessages = (language: 'pl' | 'en') => {
  let messages = loaded.get(language);
  if (!messages) {
    messages = fetchCatalogue(`staff/${language}`);
    messages.catch(() => loaded.delete(language));
    loaded.set(language, messages);
  }
  return messages;
};

export const StaffMessages = ({ children }: { children: ReactNode }) => {
  const outer = useIntl();
  const language = staffLanguageOf(outer.locale as Language);
  const [staff, setStaff] = useState<{ language: string; messages: Messages }>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    fetchStaffMessages(language).then(
      (messages) => current && setStaff({ language, messages }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [language]);
  if (!staff || staff.language !== language)
    return failed ? <ErrorPage /> : <p aria-busy="true" className="loading" />;
  return (
    <IntlProvider locale={outer.locale} messages={{ ...outer.messages, ...staff.messages } as Messages}>
      {children}
    </IntlProvider>
  );
};
