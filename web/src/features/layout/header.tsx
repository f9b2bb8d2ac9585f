import { type ComponentType, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { pathFor } from '#shared/routes';
import { ErrorBoundary } from '../../app/error-boundary';
import { Button } from '../../components/button';
import { AccountIcon, BasketIcon, SignOutIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
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
    <Button onClick={() => window.location.reload()}>
      <FormattedMessage id="page.error.retry" />
    </Button>{' '}
    <Button variant="secondary" onClick={onClose}>
      <FormattedMessage id="locale.close" />
    </Button>
  </div>
);

/** A header tool: its icon, and its name, which a phone reads out without showing (styles/layout.css). */
const ToolLabel = ({ id, values }: { id: string; values?: Record<string, number> }) => (
  <span className="header__tool-label visually-hidden">
    <FormattedMessage id={id} values={values} />
  </span>
);

/** Sign-in link for a guest; for a signed-in user the account link and sign-out (in every tab). */
const AccountMenu = () => {
  const language = useLanguage();
  const [, navigate] = useLocation();
  const profile = useProfile();
  if (!profile) {
    return (
      <Link href={pathFor('signIn', language)} className="header__tool">
        <AccountIcon />
        <ToolLabel id="header.signIn" />
      </Link>
    );
  }
  const signOut = () => {
    navigate(pathFor('home', language));
    void import('../../lib/session/session').then((session) => session.signOutEverywhere());
  };
  return (
    <>
      <Link href={pathFor('account', language)} className="header__tool">
        <AccountIcon />
        <ToolLabel id="header.account" />
      </Link>
      <button type="button" className="header__tool" onClick={signOut}>
        <SignOutIcon />
        <ToolLabel id="header.signOut" />
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
          <Logo />
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
          <Link href={pathFor('basket', language)} className="header__tool">
            <BasketIcon />
            <ToolLabel id="header.basket" values={{ count: basketCount }} />
            {basketCount > 0 && (
              <span className="header__count" aria-hidden="true">
                {basketCount}
              </span>
            )}
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
