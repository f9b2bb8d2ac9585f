import { describe, expect, it } from 'vitest';
import { shopBankAccounts } from '../payments/bank-transfer';
import type { PlacedOrder } from './order-view';
import { paymentMethodIds } from './payment-methods';
import { transferToPay } from './transfer-to-pay';

const order = (changes: Partial<PlacedOrder> = {}) => ({
  number: '2026/001234',
  paymentMethod: paymentMethodIds.transfer,
  payment: 'waiting' as const,
  status: 'unpaid' as const,
  currency: 'PLN' as const,
  totals: { total: { net: 100_00, vat: 23_00, gross: 123_00 } } as PlacedOrder['totals'],
  ...changes,
});

describe('the transfer an order waits for', () => {
  it("names the currency's account, the order's gross amount, a title with the order number and a QR code in złoty", () => {
    expect(transferToPay(order())).toMatchObject({
      account: shopBankAccounts.PLN,
      transfer: 'own',
      amount: { amount: 123_00, currency: 'PLN' },
      title: 'Zamowienie 2026/001234',
      qr: expect.stringContaining('|PL|93999000121234567890000001|012300|'),
    });
  });

  it('is the EUR account by foreign transfer, without a QR code, for a currency the shop keeps no account in', () => {
    expect(transferToPay(order({ currency: 'CZK' }))).toMatchObject({
      account: shopBankAccounts.EUR,
      transfer: 'foreign',
      qr: undefined,
    });
  });

  it('is there for a deferred payment too, and for no other method', () => {
    expect(
      transferToPay(order({ paymentMethod: paymentMethodIds.deferred, status: 'toSend' })),
    ).toBeDefined();
    for (const method of [paymentMethodIds.blik, paymentMethodIds.card, paymentMethodIds.cashOnDelivery])
      expect(transferToPay(order({ paymentMethod: method }))).toBeUndefined();
  });

  it('is gone once the payment is booked or the order cancelled or returned', () => {
    expect(transferToPay(order({ payment: 'done', status: 'toSend' }))).toBeUndefined();
    expect(transferToPay(order({ status: 'cancelled' }))).toBeUndefined();
    expect(transferToPay(order({ status: 'returned' }))).toBeUndefined();
  });
});
