/** A TOTP secret (base32) in groups of four, as an authenticator app's "enter a key" form is easiest typed. */
export const groupedSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? '';
