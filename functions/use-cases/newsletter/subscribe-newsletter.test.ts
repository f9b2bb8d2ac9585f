import { describe, expect, it } from 'vitest';
import type { Subscriber } from '../../lib/table/newsletter-subscribers';
import { mailLimited } from '../testing/fake-mail-limit';
import { fakeNewsletterPorts } from '../testing/fake-newsletter-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { subscribeNewsletter } from './subscribe-newsletter';

const email = 'anna@example.com';
const signup = { email, consent: true as const, language: 'pl' as const };
const subscribed: Subscriber = {
  email,
  language: 'pl',
  status: 'subscribed',
  consentGivenAt: '2025-01-01T00:00:00.000Z',
};
const pending: Subscriber = { ...subscribed, status: 'pending' };
const legacy: Subscriber = { email, language: 'pl', consentGivenAt: '2025-01-01T00:00:00.000Z' };
const pendingItem = {
  item: { pending: [email, fixedNow.toISOString()] },
  whenConditionFails: 'subscribed_meanwhile',
};
const mailSent = { ok: true, value: { status: 'mail_sent', email } };

/** The committed transactions, each as its items and its events' types. */
const shapeOf = (commits: ReturnType<typeof fakeNewsletterPorts>['commits']) =>
  commits.map(({ items, events }) => ({ items, events: events.map(({ detailType }) => detailType) }));
const requested = ['newsletter.signup-requested'];

describe('subscribeNewsletter', () => {
  it.each<[string, Subscriber | undefined, string | undefined, unknown, unknown[]]>([
    ['a new address', undefined, undefined, mailSent, [{ items: [pendingItem], events: requested }]],
    ['a pending address', pending, email, mailSent, [{ items: [pendingItem], events: requested }]],
    [
      'a subscribed address, asked by someone else',
      subscribed,
      'eve@example.com',
      mailSent,
      [{ items: [], events: requested }],
    ],
    [
      'a subscribed address, anonymously',
      subscribed,
      undefined,
      mailSent,
      [{ items: [], events: requested }],
    ],
    [
      'a subscribed address, asked by its owner',
      subscribed,
      email,
      { ok: true, value: { status: 'already_subscribed', email } },
      [],
    ],
    [
      'an address subscribed before double opt-in, asked by its owner',
      legacy,
      email,
      { ok: true, value: { status: 'already_subscribed', email } },
      [],
    ],
  ])('answers %s', async (_, subscriber, callerEmail, result, commits) => {
    const fake = fakeNewsletterPorts([], subscriber ? { subscriber } : {});
    expect(await subscribeNewsletter(fake.ports, { signup, callerEmail })).toEqual(result);
    expect(shapeOf(fake.commits)).toEqual(commits);
  });

  it('mails all the same, keeping the record, when the address was subscribed in between', async () => {
    const fake = fakeNewsletterPorts(['subscribed_meanwhile']);
    expect(await subscribeNewsletter(fake.ports, { signup })).toEqual(mailSent);
    expect(shapeOf(fake.commits)).toEqual([
      { items: [pendingItem], events: requested },
      { items: [], events: requested },
    ]);
  });

  it('fails with mail_limit_reached, storing and mailing nothing, past the per-recipient limit', async () => {
    const fake = fakeNewsletterPorts([], { subscriber: subscribed, limited: true });
    expect(await subscribeNewsletter(fake.ports, { signup })).toEqual(mailLimited);
    expect(fake.commits).toEqual([]);
  });
});
