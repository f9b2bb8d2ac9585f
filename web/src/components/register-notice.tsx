import { FormattedMessage } from 'react-intl';
import { type RegisterCheck, type VatStatus, vatStatusNotice } from '#shared/identity/register-check';

// What the public VAT register said about a company, shown before an invoice goes to it: a VAT status
// other than active, or data kept unverified because the register could not tell.

/** The notice of a taxpayer whose VAT status is not active; nothing for an active one. */
export const VatStatusNotice = ({ status }: { status: VatStatus | undefined }) => {
  const id = status && vatStatusNotice(status);
  return id ? (
    <p role="status" className="form-notice">
      <FormattedMessage id={id} />
    </p>
  ) : null;
};

/** Saved invoice data's standing: the VAT status notice when verified, else why they are unverified. */
export const RegisterCheckNotice = ({ check }: { check: RegisterCheck | undefined }) => {
  if (!check) return null;
  if (check.verified) return <VatStatusNotice status={check.vatStatus} />;
  // Saved invoice data are kept unverified only for these two (an order's other reasons are the staff's).
  if (check.reason !== 'unavailable' && check.reason !== 'notCovered') return null;
  return (
    <p role="status" className="form-notice">
      <FormattedMessage id={`company.register.unverified.${check.reason}`} />
    </p>
  );
};
