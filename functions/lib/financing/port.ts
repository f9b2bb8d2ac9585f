import type { Currency } from '#shared/locale';
import type { FinancingKind } from '#shared/orders/payment-methods';

// The financing partner port's shape: credit and leasing are applied for at the
// partner, which decides; an approved application is paid out to the shop's account.

export interface FinancingApplication {
  /** Our reference: the order id. The partner answers the same application again for it. */
  reference: string;
  kind: FinancingKind;
  /** What is financed, gross, minor units of `currency`. */
  amount: number;
  currency: Currency;
  applicant: {
    email: string;
    name: string;
    /** A business applicant's (leasing) tax number. */
    taxNumber?: string;
  };
}

export interface FinancingDecision {
  /** The partner's id of the application. */
  applicationId: string;
  decision: 'approved' | 'declined';
}

export interface FinancingPartner {
  /** Applies, or answers the decision already made for the same reference. */
  apply(application: FinancingApplication): Promise<FinancingDecision>;
}
