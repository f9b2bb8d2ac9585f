// What Entra ID accepts, as Graph enforces it on `POST /users` and `PATCH /users/{id}` (microsoft.md
// 3.10; "Password policies and account restrictions in Microsoft Entra ID",
// https://learn.microsoft.com/entra/identity/authentication/concept-sspr-policy).

/**
 * The user name before `@`: A-Z a-z 0-9 ' . - _ ! # ^ ~ only (no accents, no spaces), at most 64
 * characters, and no `.` right before the `@`.
 */
export const isValidAlias = (alias: string) =>
  /^[A-Za-z0-9'.\-_!#^~]{1,64}$/.test(alias) && !alias.endsWith('.');

/** `mailNickname`: ASCII without the characters Exchange refuses in an alias, at most 64. */
export const isValidMailNickname = (nickname: string) =>
  /^[\x21-\x7e]{1,64}$/.test(nickname) && !/[@()\\[\]";:<>,]/.test(nickname);

/**
 * A cloud user's password: 8–256 characters of A-Z a-z 0-9, symbols and space, with 3 of the 4 kinds
 * (lowercase, uppercase, digits, symbols).
 */
export const isStrongPassword = (password: string) => {
  if (password.length < 8 || password.length > 256 || !/^[\x20-\x7e]+$/.test(password)) return false;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((kind) => kind.test(password));
  return kinds.length >= 3;
};

/** ISO 3166-1 alpha-2, as Graph takes `usageLocation`. */
export const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code);

/** The built-in roles the simulator knows, by template id (microsoft.md 3.10's table). */
export const builtInRoleTemplateIds = new Set([
  '62e90394-69f5-4237-9190-012177145e10', // Global Administrator
  'fe930be7-5e62-47db-91af-98c3a49a38b1', // User Administrator
  '729827e3-9c14-49f7-bb1b-9608f156bbb8', // Helpdesk Administrator
  '966707d0-3269-4727-9be2-8c3a10f19b9d', // Password Administrator
  'f023fd81-a637-4b56-95fd-791ac0226033', // Service Support Administrator
]);
