import type { Language } from '#shared/locale';
import { onlineMethods } from '#shared/payments/online-methods';
import {
  cardInfoAnswerSchema,
  chargeAnswerSchema,
  refundAnswerSchema,
  registerAnswerSchema,
  transactionAnswerSchema,
  verifyAnswerSchema,
} from '#shared/payments/przelewy24';
import type { BlikRefusal, PaymentProvider, RegisterPayment } from '../port';
import { ProviderError } from '../provider-error';
import { type NotificationAccount, parsePaymentNotification, parseRefundNotification } from './notifications';
import { przelewy24RestClient, type RestClientOptions } from './rest-client';
import { p24Sign } from './sign';

// The Przelewy24 adapter of the payment-provider port, to its public REST API v1 (guide/payments.md
// 2.1): the same code runs against Przelewy24 on AWS and the local sandbox (infra/local/simulators/
// przelewy24/), which differ only in the endpoint and the credentials (README.md).

export interface Przelewy24Account extends NotificationAccount {
  endpoint: string;
  apiKey: string;
}

/** Languages the hosted page speaks; for the shop's others (ru, tr) it is shown in English. */
const pageLanguages: readonly string[] = ['bg', 'cs', 'de', 'en', 'es', 'fr', 'hu', 'it', 'pl'];
const pageLanguage = (language: Language) => (pageLanguages.includes(language) ? language : 'en');

/** The refund's `description` limit of `transaction/refund`. */
const refundDescriptionMax = 35;

/** Przelewy24's texts of a refused BLIK code (the sandbox answers the same, its README lists them). */
const blikRefusalOf = (message: string): BlikRefusal =>
  /incorrect|wrong|invalid/i.test(message)
    ? 'wrong_code'
    : /expired/i.test(message)
      ? 'expired'
      : /used/i.test(message)
        ? 'used'
        : 'declined';

/** A 400 of a charging call is the provider declining that payment; anything else is a failure. */
const declined = (error: unknown): error is ProviderError =>
  error instanceof ProviderError && error.status === 400;

export const przelewy24Provider = (
  account: Przelewy24Account,
  options: Omit<RestClientOptions, 'endpoint' | 'posId' | 'apiKey'> = {},
): PaymentProvider => {
  const { merchantId, posId, crc, endpoint } = account;
  const { call } = przelewy24RestClient({ ...options, endpoint, posId, apiKey: account.apiKey });

  const registerBody = (p: RegisterPayment) => {
    const route = p.method ? onlineMethods[p.method] : undefined;
    const signed = { sessionId: p.sessionId, merchantId, amount: p.amount, currency: p.currency };
    return {
      merchantId,
      posId,
      sessionId: p.sessionId,
      amount: p.amount,
      currency: p.currency,
      description: p.description,
      email: p.email,
      country: p.country,
      language: pageLanguage(p.language),
      urlReturn: p.urlReturn,
      urlStatus: p.urlStatus,
      timeLimit: p.timeLimitMinutes,
      ...(route ? { channel: route.channel } : {}),
      ...(route?.method ? { method: route.method } : {}),
      ...(p.methodRefId ? { methodRefId: p.methodRefId } : {}),
      ...(p.client ? { additional: { PSU: { IP: p.client.ip, userAgent: p.client.userAgent } } } : {}),
      regulationAccept: false,
      sign: p24Sign('register', signed, crc),
    };
  };

  return {
    register: async (p) => {
      const { data } = await call('POST', '/transaction/register', registerAnswerSchema, registerBody(p));
      return { token: data.token, redirectUrl: `${endpoint}/trnRequest/${encodeURIComponent(data.token)}` };
    },

    chargeBlikByCode: async ({ token, blikCode }) => {
      try {
        await call('POST', '/paymentMethod/blik/chargeByCode', chargeAnswerSchema, { token, blikCode });
        return { accepted: true };
      } catch (error) {
        if (declined(error)) return { accepted: false, reason: blikRefusalOf(error.message) };
        throw error;
      }
    },

    // The reference travels in the registration's `methodRefId`; `card/charge` names only the token.
    chargeCard: async ({ token }) => {
      try {
        await call('POST', '/card/charge', chargeAnswerSchema, { token });
        return { accepted: true };
      } catch (error) {
        if (declined(error)) return { accepted: false };
        throw error;
      }
    },

    verify: async ({ sessionId, providerOrderId, amount, currency }) => {
      const signed = { sessionId, orderId: providerOrderId, amount, currency };
      await call('PUT', '/transaction/verify', verifyAnswerSchema, {
        merchantId,
        posId,
        ...signed,
        sign: p24Sign('verify', signed, crc),
      });
    },

    refund: async (p) => {
      await call('POST', '/transaction/refund', refundAnswerSchema, {
        requestId: p.requestId,
        refundsUuid: p.refundsUuid,
        urlStatus: p.urlStatus,
        refunds: [
          {
            orderId: p.providerOrderId,
            sessionId: p.sessionId,
            amount: p.amount,
            description: p.description.slice(0, refundDescriptionMax),
          },
        ],
      });
    },

    status: async (sessionId) => {
      try {
        const { data } = await call(
          'GET',
          `/transaction/by/sessionId/${encodeURIComponent(sessionId)}`,
          transactionAnswerSchema,
        );
        return {
          // 1 advance payment (paid, not verified yet), 2 payment made, 3 returned: the money arrived.
          state: data.status === 0 ? 'pending' : 'paid',
          providerOrderId: data.orderId,
          amount: data.amount,
          currency: data.currency,
          ...(data.paymentMethod ? { methodId: data.paymentMethod } : {}),
        };
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return { state: 'unknown' };
        throw error;
      }
    },

    cardInfo: async (providerOrderId) => {
      const { data } = await call('GET', `/card/info/${providerOrderId}`, cardInfoAnswerSchema);
      return {
        reference: data.refId,
        brand: data.cardType,
        last4: data.mask.slice(-4),
        expMonth: Number(data.cardDate.slice(0, 2)),
        expYear: Number(data.cardDate.slice(2)),
      };
    },

    parseNotification: (body) => parsePaymentNotification(account, body),
    parseRefundNotification: (body) => parseRefundNotification(account, body),
  };
};
