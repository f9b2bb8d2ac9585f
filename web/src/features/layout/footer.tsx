import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { Logo } from '../../components/logo';
import { useLanguage } from '../../lib/language-context';

const links = [
  ['about', 'footer.about'],
  ['contact', 'footer.contact'],
  ['cooperation', 'forms.cooperation.title'],
  ['helpCentre', 'forms.helpCentre.title'],
  ['leasingOffer', 'payment.method.leasing'],
  ['creditOffer', 'payment.method.credit'],
  ['partnerOfTheYear', 'footer.partnerOfTheYear'],
  ['deviceAsAService', 'services.daas.title'],
  ['itServices', 'services.it.title'],
  ['terms', 'footer.terms'],
  ['privacy', 'footer.privacy'],
  ['cookiePolicy', 'footer.cookies'],
] as const;

export const Footer = () => {
  const language = useLanguage();
  return (
    <footer className="footer">
      <p className="footer__brand">
        <Logo />
        <FormattedMessage id="app.name" />
      </p>
      <ul className="footer__links">
        {links.map(([key, message]) => (
          <li key={key}>
            <Link href={pathFor(key, language)}>
              <FormattedMessage id={message} />
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="footer.support" />
      </p>
      <p>
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
};
