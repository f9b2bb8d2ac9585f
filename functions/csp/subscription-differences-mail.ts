import type { Mail } from '../lib/mail';
import { mailTemplate, mailTo } from '../lib/mail-templates';
import type { SubscriptionDifference } from '../use-cases/csp/reconcile-subscriptions';

// The staff's report of the reconciliation (`reconcile-subscriptions.ts`): the differences between the
// shop's Microsoft 365 subscriptions and Partner Center that the shop does not repair by itself, because
// money is involved, one line each, in Polish like the shop's other staff mails.

export const differencesTemplate = mailTemplate({
  values: ['count', 'at', 'lines'],
  fallback: [],
  texts: {
    pl: {
      subject: 'Microsoft 365: różnice między sklepem a Partner Center ({count})',
      paragraphs: [
        'Uzgodnienie subskrypcji z Partner Center ({at}) znalazło różnice, których sklep nie naprawia sam, bo chodzi o pieniądze (dopłatę albo zwrot). Sprawdź każdą w Partner Center i u klienta:',
        '{lines}',
      ],
    },
  },
});

const kindNames: Record<SubscriptionDifference['kind'], string> = {
  seats: 'inna liczba licencji',
  cancelledAtMicrosoft: 'anulowana lub zakończona w Microsoft, trwa w sklepie',
  missingAtMicrosoft: 'brak jej w Partner Center',
  unknownAtMicrosoft: 'jest w Partner Center, sklep jej nie zna',
};

/** One difference on one line: what differs, whose, and what each side holds. */
const lineOf = ({
  kind,
  tenantId,
  partnerSubscriptionId,
  subscriptionId,
  sub,
  shop,
  microsoft,
}: SubscriptionDifference) =>
  [
    `- ${kindNames[kind]}: tenant ${tenantId}, Partner Center ${partnerSubscriptionId}`,
    subscriptionId ? `, subskrypcja ${subscriptionId} (klient ${sub})` : '',
    shop === undefined ? '' : `, w sklepie: ${shop}`,
    microsoft === undefined ? '' : `, w Microsoft: ${microsoft}`,
  ].join('');

/** The report of `differences` found at `at`, to the staff's address. */
export const differencesMail = (to: string, differences: readonly SubscriptionDifference[], at: Date): Mail =>
  mailTo(to, differencesTemplate, 'pl', {
    count: String(differences.length),
    at: at.toISOString(),
    lines: differences.map(lineOf).join('\n'),
  });
