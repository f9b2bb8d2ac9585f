import { describe, expect, it } from 'vitest';
import { redirectionLink, statusLink } from './payment-links';

const guest = { kind: 'guest', id: '01JABCDEFGHJKMNPQRSTVWXYZ0', token: 'link-token' } as const;
const owner = { kind: 'owner', id: guest.id } as const;

describe('links between the order and its payment', () => {
  it("send a guest to the redirection page with the order link's token", () => {
    expect(redirectionLink('pl', guest)).toBe(
      `/przekierowanie-do-platnosci/?order=${guest.id}&token=link-token`,
    );
    expect(redirectionLink('pl', owner)).toBe(`/przekierowanie-do-platnosci/?order=${guest.id}`);
  });

  it('ask for a new attempt when the payment is repeated ("pay now")', () => {
    expect(redirectionLink('pl', owner, true)).toBe(
      `/przekierowanie-do-platnosci/?order=${guest.id}&repeat=1`,
    );
  });

  it("lead back to the status page showing the payment, in the page's language", () => {
    expect(statusLink('pl', guest, 'p1')).toBe(
      `/status-zamowienia/?order=${guest.id}&token=link-token&payment=p1`,
    );
    expect(statusLink('en', owner)).toBe(`/en/order-status/?order=${guest.id}`);
  });
});
