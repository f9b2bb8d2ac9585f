import { describe, expect, it } from 'vitest';
import type { MicrosoftAccountView } from '#shared/microsoft/microsoft-account';
import { accountChoiceOf, preselectedAccountOf } from './account-choice';

const tenantId = '8f2c1f5e-1b7a-4c8e-9d3f-2a6b5c4d3e2f';
const account = (name: string, view: Partial<MicrosoftAccountView>): MicrosoftAccountView => ({
  accountId: name.padEnd(22, '0'),
  domain: `${name}.onmicrosoft.com`,
  kind: 'created',
  state: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...view,
});
const ready = (name: string) => account(name, { tenantId, agreementAcceptedAt: '2026-01-02T00:00:00.000Z' });

// Spec section 2 (subscription configuration): the customer chooses the tenant; only one ready for
// it may be chosen, and a single ready one is chosen for them.
describe('the accounts a subscription may be configured in', () => {
  it.each<[string, MicrosoftAccountView, string]>([
    ['active with the agreement accepted', ready('firma'), 'ready'],
    ['active without the agreement', account('firma', { tenantId }), 'agreement'],
    ['awaiting authorisation', account('firma', { state: 'awaitingAuthorisation' }), 'linking'],
    ['awaiting confirmation', account('firma', { state: 'awaitingConfirmation', tenantId }), 'linking'],
  ])('%s is %s', (_, view, choice) => {
    expect(accountChoiceOf(view)).toBe(choice);
  });

  it('preselects the only ready account, and none when there are several or none', () => {
    expect(preselectedAccountOf([account('nowa', { tenantId }), ready('firma')])).toBe(
      ready('firma').accountId,
    );
    expect(preselectedAccountOf([ready('firma'), ready('druga')])).toBe('');
    expect(preselectedAccountOf([account('nowa', { state: 'awaitingAuthorisation' })])).toBe('');
    expect(preselectedAccountOf([])).toBe('');
  });
});
