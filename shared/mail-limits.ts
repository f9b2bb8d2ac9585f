// How many e-mails the shop sends to one address a caller names (newsletter sign-up, availability
// notification, delivery-time question) within a sliding window, so nobody can mail a third party in
// bulk through the shop. infra/wiring.ts declares it as `mailLimits.perRecipient`; change it here.

export const mailLimitPerRecipient = { mails: 5, windowSeconds: 3600 } as const;
export type MailLimit = { mails: number; windowSeconds: number };
