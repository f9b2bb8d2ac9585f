import { describe, expect, it } from 'vitest';
import type { ConfirmationLink } from '../../lib/table/newsletter-subscribers';
import { fakeNewsletterPorts } from '../testing/fake-newsletter-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { confirmNewsletter } from './confirm-newsletter';

const nowSeconds = fixedNow.getTime() / 1000;
const link: ConfirmationLink = { email: 'anna@example.com', language: 'pl', expiresAt: nowSeconds + 60 };

const portsWith = (failing: string[], stored?: ConfirmationLink) =>
  fakeNewsletterPorts(failing, stored ? { link: stored } : {});

const subscribed = { ok: true, value: { status: 'subscribed', email: link.email } };
const invalid = { ok: false, code: 'newsletter_link_invalid' };

describe('confirmNewsletter', () => {
  it.each<[string, string[], ConfirmationLink | undefined]>([
    ['the token is unknown', [], undefined],
    ['the link expired this second', [], { ...link, expiresAt: nowSeconds }],
    ['another request used the link first', ['newsletter_link_invalid'], link],
  ])('fails with newsletter_link_invalid when %s', async (_, failing, stored) => {
    const { ports, forgotten } = portsWith(failing, stored);
    expect(await confirmNewsletter(ports, { token: 't' })).toEqual(invalid);
    expect(forgotten).toEqual([]);
  });

  it('spends the link and subscribes the address with newsletter.subscribed in one transaction', async () => {
    const { ports, commits, forgotten } = portsWith([], link);
    expect(await confirmNewsletter(ports, { token: 't' })).toEqual(subscribed);
    expect(commits.map(({ items }) => items)).toEqual([
      [
        { item: { spendLink: ['t'] }, whenConditionFails: 'newsletter_link_invalid' },
        {
          item: { subscribe: [link.email, 'pl', fixedNow.toISOString()] },
          whenConditionFails: 'subscribed_already',
        },
      ],
    ]);
    expect(commits.flatMap(({ events }) => events.map(({ detailType }) => detailType))).toEqual([
      'newsletter.subscribed',
    ]);
    expect(forgotten).toEqual([]);
  });

  it('answers subscribed for an address subscribed already, and forgets the link', async () => {
    const { ports, forgotten } = portsWith(['subscribed_already'], link);
    expect(await confirmNewsletter(ports, { token: 't' })).toEqual(subscribed);
    expect(forgotten).toEqual(['t']);
  });
});
