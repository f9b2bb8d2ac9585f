import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import {
  partnerAwards,
  partnerOfTheYearJsonLd,
  partnerOfTheYearTexts,
} from '#shared/content/partner-of-the-year';
import { pathFor } from '#shared/routes';
import { scriptJson } from '#shared/script-json';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';

/**
 * The "Partner of the year" page (`/partner-roku/`, pre-rendered, its own chunk): the shop's awards
 * in Microsoft's partner programme from shared/content/partner-of-the-year.ts, with their
 * Organization JSON-LD, and the way to the contact page.
 */
export const PartnerOfTheYearPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const texts = partnerOfTheYearTexts[language];
  const shopName = intl.formatMessage({ id: 'app.name' });
  usePageHead({ title: `${texts.title} – ${shopName}`, description: texts.description });
  return (
    <article className="static-page partner-of-the-year">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, serialized with `<` escaped
        dangerouslySetInnerHTML={{
          __html: scriptJson(partnerOfTheYearJsonLd(shopName, language)),
        }}
      />
      <h1>{texts.title}</h1>
      <p>{texts.lead}</p>
      <h2>{texts.awardsHeading}</h2>
      <ol className="partner-awards">
        {partnerAwards.map((award) => (
          <li key={award.key}>
            <h3>
              <span className="partner-awards__year">{award.year}</span> <span lang="en">{award.name}</span>
            </h3>
            <p>{texts.awards[award.key]}</p>
          </li>
        ))}
      </ol>
      <h2>{texts.meaningHeading}</h2>
      {texts.meaning.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <Link href={pathFor('contact', language)} className="button">
          {texts.contactLink}
        </Link>
      </p>
    </article>
  );
};
