import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../lib/payment-provider/port';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import { fakeCardPorts, sampleCheck, storedCard } from '../testing/fake-card-ports';
import { fakeProvider, sampleNotice } from '../testing/fake-payment-ports';
import { activateCheckedCard, settleCardCheck } from './add-card-notices';

const sub = 'client-1';
const check = sampleCheck(sub);
const notice = sampleNotice({ sessionId: check.sessionId, amount: 100, currency: 'PLN' });
const refundNotice = {
  requestId: check.sessionId,
  refundsUuid: 'r1',
  sessionId: check.sessionId,
  providerOrderId: notice.providerOrderId,
  amount: 100,
  currency: 'PLN' as const,
  status: 0 as const,
};

const provider = (
  card = { reference: 'REF-NEW', brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030 },
) => {
  const base = fakeProvider();
  const refunds: Parameters<PaymentProvider['refund']>[0][] = [];
  const p: PaymentProvider = {
    ...base.provider,
    cardInfo: async () => card,
    refund: async (request) => {
      refunds.push(request);
    },
  };
  return { provider: p, calls: base.calls, refunds };
};

describe('settleCardCheck (the verification paid: the card saved inactive, the 1 PLN refunded)', () => {
  it('verifies, saves only reference, brand, last four and expiry as an inactive default card, and refunds 1 PLN', async () => {
    const { provider: p, calls, refunds } = provider();
    const { ports, state } = fakeCardPorts({ provider: p, checks: [check] });
    expect(await settleCardCheck(ports, notice)).toEqual({ ok: true, value: 'settled' });
    expect(calls.map((call) => call.name)).toEqual(['verify']);
    expect(state.cards).toEqual([
      expect.objectContaining({ sub, reference: 'REF-NEW', brand: 'VISA', last4: '1111', state: 'inactive' }),
    ]);
    expect(Object.keys(state.cards[0] ?? {}).sort()).toEqual(
      ['addedAt', 'brand', 'cardId', 'expMonth', 'expYear', 'last4', 'reference', 'state', 'sub'].sort(),
    );
    expect(state.defaults[sub]).toBe(state.cards[0]?.cardId);
    expect(refunds).toMatchObject([{ sessionId: check.sessionId, amount: 100, urlStatus: check.refundUrl }]);
    expect(state.checks[0]).toMatchObject({ state: 'paid', cardId: state.cards[0]?.cardId });
  });

  it('keeps the existing default when the customer has one', async () => {
    const { provider: p } = provider();
    const old = storedCard(sub);
    const { ports, state } = fakeCardPorts({
      provider: p,
      checks: [check],
      cards: [old],
      defaults: { [sub]: old.cardId },
    });
    await settleCardCheck(ports, notice);
    expect(state.cards).toHaveLength(2);
    expect(state.defaults[sub]).toBe(old.cardId);
  });

  it('does not save a reference the customer already has (card already added) but still refunds the 1 PLN', async () => {
    const { provider: p, refunds } = provider({ ...storedCard(sub), reference: 'REF-A' });
    const { ports, state } = fakeCardPorts({ provider: p, checks: [check], cards: [storedCard(sub)] });
    expect(await settleCardCheck(ports, notice)).toEqual({ ok: true, value: 'settled' });
    expect(state.cards).toHaveLength(1);
    expect(state.checks[0]).toMatchObject({ state: 'paid' });
    expect(state.checks[0]?.cardId).toBeUndefined();
    expect(refunds).toHaveLength(1);
  });

  it('a duplicated notice changes nothing and refunds nothing again', async () => {
    const { provider: p, refunds } = provider();
    const { ports, state } = fakeCardPorts({ provider: p, checks: [check] });
    await settleCardCheck(ports, notice);
    expect(await settleCardCheck(ports, notice)).toEqual({ ok: true, value: 'unchanged' });
    expect(state.cards).toHaveLength(1);
    expect(refunds).toHaveLength(1);
  });

  it('asks the refund again, as the same request, when the provider failed it after the card was saved', async () => {
    const { provider: p, refunds } = provider();
    let down = true;
    const failing: PaymentProvider = {
      ...p,
      refund: async (request) => {
        if (down) throw new ProviderError('timeout', 'Przelewy24 did not answer');
        return p.refund(request);
      },
    };
    const { ports, state } = fakeCardPorts({ provider: failing, checks: [check] });
    await expect(settleCardCheck(ports, notice)).rejects.toThrow('did not answer');
    expect(state.checks[0]).toMatchObject({ state: 'paid', cardId: state.cards[0]?.cardId });
    expect(state.checks[0]?.refundAskedAt).toBeUndefined();

    down = false;
    expect(await settleCardCheck(ports, notice)).toEqual({ ok: true, value: 'settled' });
    expect(state.cards).toHaveLength(1);
    expect(refunds).toMatchObject([{ requestId: check.sessionId, amount: 100, urlStatus: check.refundUrl }]);
    expect(state.checks[0]?.refundAskedAt).toBe(ports.clock().toISOString());
    expect(await settleCardCheck(ports, notice)).toEqual({ ok: true, value: 'unchanged' });
    expect(refunds).toHaveLength(1);
  });

  it('sends a retried refund with the refunds uuid of the first, and counts the provider holding it as asked', async () => {
    const { provider: p } = provider();
    const sent: Parameters<PaymentProvider['refund']>[0][] = [];
    const tookItSilently: PaymentProvider = {
      ...p,
      refund: async (request) => {
        sent.push(request);
        throw sent.length === 1
          ? new ProviderError('timeout', 'Przelewy24 did not answer')
          : new ProviderError(400, 'Request already exists', 400);
      },
    };
    const { ports, state } = fakeCardPorts({ provider: tookItSilently, checks: [check] });
    await expect(settleCardCheck(ports, notice)).rejects.toThrow('did not answer');
    expect(await settleCardCheck(ports, notice)).toEqual({ ok: true, value: 'settled' });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.refundsUuid).toBe(sent[0]?.refundsUuid);
    expect(state.checks[0]?.refundAskedAt).toBeDefined();
  });

  it.each([
    ['an unknown session', { sessionId: 'card.unknown'.padEnd(27, 'x') }],
    ['another amount', { amount: 200 }],
    ['another currency', { currency: 'EUR' as const }],
  ])('refuses %s with invalid_data, logged, nothing saved', async (_, change) => {
    const { provider: p, refunds } = provider();
    const { ports, state, warnings } = fakeCardPorts({ provider: p, checks: [check] });
    expect(await settleCardCheck(ports, { ...notice, ...change })).toEqual({
      ok: false,
      code: 'invalid_data',
    });
    expect(state.cards).toEqual([]);
    expect(refunds).toEqual([]);
    expect(warnings).toEqual(['card verification notice refused']);
  });
});

describe('activateCheckedCard (the refund confirmed: the card active)', () => {
  const paid = sampleCheck(sub, { state: 'paid', cardId: storedCard(sub).cardId });

  it('turns the saved card active and the check refunded, once', async () => {
    const { ports, state } = fakeCardPorts({
      checks: [paid],
      cards: [storedCard(sub, { state: 'inactive' })],
    });
    expect(await activateCheckedCard(ports, refundNotice)).toEqual({ ok: true, value: 'refunded' });
    expect(state.cards[0]?.state).toBe('active');
    expect(state.checks[0]?.state).toBe('refunded');
    expect(await activateCheckedCard(ports, refundNotice)).toEqual({ ok: true, value: 'unchanged' });
  });

  it('ends the check refunded when the customer deleted the card meanwhile, without bringing it back', async () => {
    const { ports, state } = fakeCardPorts({ checks: [paid] });
    expect(await activateCheckedCard(ports, refundNotice)).toEqual({ ok: true, value: 'refunded' });
    expect(state.cards).toEqual([]);
  });

  it('leaves the card inactive when the provider rejected the refund, logged', async () => {
    const { ports, state, warnings } = fakeCardPorts({
      checks: [paid],
      cards: [storedCard(sub, { state: 'inactive' })],
    });
    expect(await activateCheckedCard(ports, { ...refundNotice, status: 1 })).toEqual({
      ok: true,
      value: 'unchanged',
    });
    expect(state.cards[0]?.state).toBe('inactive');
    expect(warnings).toEqual(['card verification refund rejected by the provider']);
  });

  it('refuses another amount with invalid_data', async () => {
    const { ports } = fakeCardPorts({ checks: [paid], cards: [storedCard(sub, { state: 'inactive' })] });
    expect(await activateCheckedCard(ports, { ...refundNotice, amount: 1 })).toEqual({
      ok: false,
      code: 'invalid_data',
    });
  });
});
