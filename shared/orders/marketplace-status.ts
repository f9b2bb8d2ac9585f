// The back office's view of the shop's Allegro account (`GET /api/marketplace/staff/allegro`):
// whether orders come in, where the journal was read up to, and the orders kept for the staff.

export type MarketplaceConnectionView =
  | { state: 'notConnected' }
  | { state: 'connected'; connectedAt: string; connectedBy: string }
  /** The seller confirms `userCode` at `verificationUriComplete` before `expiresAt`. */
  | {
      state: 'confirming';
      userCode: string;
      verificationUriComplete: string;
      expiresAt: string;
      interval: number;
    }
  /** Allegro refused the tokens: imports stopped (nothing is lost: the journal resumes where it was). */
  | { state: 'stopped'; stoppedAt: string; reason: string };

/** Why a marketplace order is kept for the staff instead of imported. */
export type MarketplaceProblemReason = 'unknown_offer' | 'not_sold_on_marketplace' | 'unsupported_currency';

export interface MarketplaceProblemView {
  formId: string;
  seenAt: string;
  buyerLogin: string;
  reason: MarketplaceProblemReason;
  /** The offers, products or currency the reason names, as one line for the staff. */
  subject: string;
}

export interface MarketplaceStatusView {
  connection: MarketplaceConnectionView;
  journal: { lastEventId?: string; lastRunAt?: string; imported?: number; problems?: number };
  problems: MarketplaceProblemView[];
}
