import { type ComponentType, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { pathFor } from '#shared/routes';
import { ErrorBoundary } from '../../app/error-boundary';
import { useBasket } from '../../lib/basket/basket-api';
import { useLanguage } from '../../lib/language-context';
import { useProfile } from '../../lib/session/profile-store';
import { useCurrency } from '../../lib/use-currency';
import { CategoryNav } from './category-nav';
import { SearchBox } from './search-box';

/** Shown when the modal's code could not be loaded: say so and offer a reload. */
const ChunkErrorNotice = ({ onClose }: { onClose: () => void }) => (
  <div role="alert" className="chunk-error">
    <p>
      <FormattedMessage id="page.chunkError.text" />
    </p>
    <button type="button" className="button" onClick={() => window.location.reload()}>
      <FormattedMessage id="page.error.retry" />
    </button>{' '}
    <button type="button" className="button button--secondary" onClick={onClose}>
      <FormattedMessage id="locale.close" />
    </button>
  </div>
);

/** Sign-in link for a guest; for a signed-in user the account link and sign-out (in every tab). */
const AccountMenu = () => {
  const language = useLanguage();
  const [, navigate] = useLocation();
  const profile = useProfile();
  if (!profile) {
    return (
      <Link href={pathFor('signIn', language)}>
        <FormattedMessage id="header.signIn" />
      </Link>
    );
  }
  const signOut = () => {
    navigate(pathFor('home', language));
    void import('../../lib/session/session').then((session) => session.signOutEverywhere());
  };
  return (
    <>
      <Link href={pathFor('account', language)}>
        <FormattedMessage id="header.account" />
      </Link>
      <button type="button" className="header__sign-out" onClick={signOut}>
        <FormattedMessage id="header.signOut" />
      </button>
    </>
  );
};

/**
 * The site's header. The language and currency modal comes from the app (a lazy component: its code
 * loads when it is first opened, not with the first view).
 */
export const Header = ({
  localeModal: LocaleModal,
}: {
  localeModal: ComponentType<{ onClose: () => void }>;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const currency = useCurrency();
  const [localeOpen, setLocaleOpen] = useState(false);
  const basketCount = useBasket().data?.count ?? 0;
  const home = pathFor('home', language);

  return (
    <header className="header">
      <div className="header__bar">
        <Link href={home} className="header__brand">
          <FormattedMessage id="app.name" />
        </Link>
        <SearchBox />
        <nav className="header__tools" aria-label={intl.formatMessage({ id: 'header.account' })}>
          <button type="button" className="header__locale" onClick={() => setLocaleOpen(true)}>
            <span aria-hidden="true">
              {language.toUpperCase()} · {currency}
            </span>
            <span className="visually-hidden">
              <FormattedMessage
                id="header.localeButton"
                values={{
                  language: new Intl.DisplayNames([language], { type: 'language' }).of(language),
                  currency,
                }}
              />
            </span>
          </button>
          <AccountMenu />
          <Link href={pathFor('basket', language)}>
            <FormattedMessage id="header.basket" values={{ count: basketCount }} />
          </Link>
        </nav>
      </div>
      <CategoryNav />
      {localeOpen && (
        <ErrorBoundary fallback={() => <ChunkErrorNotice onClose={() => setLocaleOpen(false)} />}>
          <Suspense fallback={null}>
            <LocaleModal onClose={() => setLocaleOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </header>
  );
};
