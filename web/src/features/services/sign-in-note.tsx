import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../../lib/language-context';
import { useCustomer } from '../../lib/session/use-customer';

/** IT services, devices as a service included, are bought signed in (spec section 6): a guest is told so. */
export const SignInNote = () => {
  const language = useLanguage();
  const { signedIn } = useCustomer();
  return signedIn ? null : (
    <p className="services-page__sign-in">
      <FormattedMessage id="product.requiresSignIn" />{' '}
      <Link href={pathFor('signIn', language)}>
        <FormattedMessage id="header.signIn" />
      </Link>
    </p>
  );
};
