import { siteOrigin } from '../http/site-origin';

// Where the provider POSTs its notifications (the payments group's public routes): a payment's outcome,
// and a refund's.

export const notificationPath = '/api/payments/notifications/przelewy24';

export const notificationUrl = (): string => `${siteOrigin()}${notificationPath}`;

export const refundNotificationUrl = (): string => `${notificationUrl()}/refunds`;
