// The error catalogue shared by the API and the site. Every error response is
// `{ code, type, message, fields? }`; the site translates `code`, never `message`.

export const errorTypes = [
  'invalid_data',
  'unauthenticated',
  'not_allowed',
  'not_found',
  'conflict',
  'too_large',
  'unsupported',
  'unavailable',
  'throttled',
  'internal',
] as const;
export type ErrorType = (typeof errorTypes)[number];

/** Each error's type, which its HTTP status says. */
const typeOfStatus = {
  400: 'invalid_data',
  401: 'unauthenticated',
  403: 'not_allowed',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported',
  429: 'throttled',
  500: 'internal',
  502: 'unavailable',
  503: 'unavailable',
} as const satisfies Record<number, ErrorType>;
type ErrorStatus = keyof typeof typeOfStatus;

/** Stable codes and their HTTP status (which says their type). Add a code here before using it anywhere. */
export const errorCatalogue = {
  route_not_found: { status: 404, message: 'No such API route.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  invalid_data: { status: 400, message: 'Some fields are not valid.' },
  payload_too_large: { status: 413, message: 'The request body is larger than 1 MiB.' },
  unsupported_media_type: { status: 415, message: 'Send the body as application/json.' },
  unauthenticated: { status: 401, message: 'Sign in again.' },
  not_allowed: { status: 403, message: 'You have no access to this.' },
  product_not_found: { status: 404, message: 'The product does not exist.' },
  image_type_not_allowed: {
    status: 415,

    message: 'Send a JPEG, PNG or WebP image.',
  },
  image_too_large: {
    status: 413,

    message: 'The image is larger than 4 MB or 25 megapixels.',
  },
  image_too_small: {
    status: 400,

    message: 'The image is smaller than 200 pixels on a side.',
  },
  image_unreadable: { status: 400, message: 'The image cannot be read.' },
  too_many_images: { status: 409, message: 'The product has 12 images already.' },
  image_not_found: { status: 404, message: 'The product has no such image.' },
  changed_meanwhile: {
    status: 409,

    message: 'Someone else changed this meanwhile; read it again.',
  },
  category_not_found: { status: 404, message: 'The category does not exist.' },
  product_rated_once: { status: 409, message: 'You have already rated this product.' },
  article_not_found: { status: 404, message: 'The article does not exist.' },
  article_rated_once: { status: 409, message: 'You have already rated this article.' },
  article_link_taken: {
    status: 409,

    message: 'An article in this language already has this link.',
  },
  article_move_not_allowed: {
    status: 409,

    message: 'The article cannot be published or taken back from its state.',
  },
  comparison_category_mismatch: {
    status: 409,

    message: 'Only products of the same category can be compared.',
  },
  comparison_full: { status: 409, message: 'The comparison is full.' },
  availability_notification_failed: {
    status: 409,

    message: 'The availability notification could not be saved for this product.',
  },
  /** A move shared/catalogue/availability-states.ts forbids (`discontinued` is final). */
  availability_change_not_allowed: {
    status: 409,

    message: 'The product cannot move to this availability.',
  },
  // Basket (spec sections 4 and 8; shared/basket/). A basket action answers with the basket and
  // these as messages; placing an order refuses with them.
  basket_quantity_update_failed: {
    status: 404,

    message: 'The quantity could not be changed: the product is not in the basket.',
  },
  basket_remove_failed: {
    status: 404,

    message: 'The product could not be removed: it is not in the basket.',
  },
  /** Spec: monthly and annual licences cannot be mixed; the offending product is removed. */
  licence_types_mixed: {
    status: 409,

    message: 'Monthly and annual licences cannot be mixed in one basket; the product was removed.',
  },
  sign_in_required_for_product: {
    status: 403,

    message: 'Sign in to buy Microsoft subscriptions, Open licences and IT services.',
  },
  inactive_products_removed: {
    status: 409,

    message: 'Products that are no longer available were removed from the basket.',
  },
  stock_limit_exceeded: {
    status: 409,

    message: 'This product has a limited stock; contact us for a larger quantity.',
  },
  basket_line_quantity_limit: {
    status: 409,

    message: 'This is more than one order line can hold; contact us for a larger quantity.',
  },
  basket_line_limit: {
    status: 409,

    message: 'The basket is full; it holds at most 50 products.',
  },
  basket_empty: { status: 400, message: 'Add at least one product to place an order.' },
  discount_code_not_valid: { status: 404, message: 'The discount code is not valid.' },
  discount_code_not_active: { status: 409, message: 'The discount code is not active.' },
  discount_code_no_promotion_products: {
    status: 409,

    message: 'The basket holds no product the discount code applies to.',
  },
  // Orders (spec section 8): refusals of shared/orders/order-states.ts and of placement.
  order_not_found: { status: 404, message: 'The order does not exist.' },
  /** A payment of the caller's order or of the invoice's pay link that does not exist. */
  payment_not_found: { status: 404, message: 'The payment does not exist.' },
  order_cannot_be_paid: { status: 409, message: 'This order cannot be paid.' },
  order_cannot_be_cancelled: { status: 409, message: 'This order cannot be cancelled.' },
  order_cannot_be_returned: { status: 409, message: 'This order cannot be returned.' },
  order_cannot_be_confirmed: {
    status: 409,

    message: 'The availability of this order cannot be confirmed.',
  },
  order_cannot_be_sent: { status: 409, message: 'This order cannot be sent.' },
  order_cannot_be_finished: { status: 409, message: 'This order cannot be finished.' },
  /** The same Idempotency-Key came with another body. */
  idempotency_key_reused: {
    status: 409,

    message: 'This Idempotency-Key was already used for another order.',
  },
  /** Prices or stock changed since the basket was shown; the answer carries the new figures. */
  order_stale: {
    status: 409,

    message: 'Prices or stock changed since you saw the basket; check the new figures.',
  },
  not_enough_stock: { status: 409, message: 'Not enough units in stock.' },
  /** Placement needs an `Idempotency-Key` header (8–128 characters A–Z, a–z, 0–9, `_`, `-`). */
  idempotency_key_required: {
    status: 400,

    message: 'Send an Idempotency-Key header of 8 to 128 letters, digits, _ or -.',
  },
  /** Someone else changed the order's status meanwhile; read it again. */
  order_changed: { status: 409, message: 'The order was changed meanwhile; reload it.' },
  /** The code's limited uses are spent: when it is applied, or when they ran out while the order was placed. */
  discount_code_used_up: { status: 409, message: 'The discount code has been used up.' },
  /** A consent the basket and payment method need (`requiredConsents`) was not given. */
  consent_required: { status: 400, message: 'Accept the required consents.' },
  /** The payment method does not apply to this basket (`paymentMethodsFor`) or is not payable yet. */
  payment_method_not_available: {
    status: 409,

    message: 'This payment method is not available for this order.',
  },
  // Payments and saved cards (spec section 8). Card data sent to the shop is refused by every
  // route before it runs (shared/payments/card-data.ts); the BLIK and decline codes are the provider's
  // answers to a charge.
  card_data_refused: {
    status: 400,

    message: "Card data is never sent to the shop; enter it on the payment provider's page.",
  },
  blik_code_invalid: { status: 400, message: 'The BLIK code is invalid.' },
  blik_code_expired: { status: 400, message: 'The BLIK code has expired.' },
  blik_code_used: { status: 400, message: 'The BLIK code was already used.' },
  payment_declined: { status: 409, message: 'The payment was declined.' },
  /** The provider did not register the payment (down or refusing); the redirect page offers a retry. */
  payment_redirection_failed: {
    status: 502,

    message: 'The payment could not be started at the provider, try again.',
  },
  card_payment_failed: { status: 409, message: 'The card payment failed.' },
  card_already_added: { status: 409, message: 'This card has already been added.' },
  cards_load_failed: {
    status: 503,

    message: 'Your payment cards could not be loaded, try again shortly.',
  },
  card_add_failed: { status: 409, message: 'The card could not be added.' },
  card_edit_failed: { status: 409, message: 'The card could not be changed.' },
  card_delete_failed: { status: 409, message: 'The card could not be deleted.' },
  card_not_found: { status: 404, message: 'The card does not exist.' },
  trial_card_required: {
    status: 409,

    message: 'A free trial needs an active default payment card: add one in your account first.',
  },
  // Microsoft 365 accounts (spec section 8: "tenant name exists", account not found, already exists).
  tenant_name_exists: {
    status: 409,

    message: 'A Microsoft 365 account of this name exists already: choose another name.',
  },
  account_not_found: { status: 404, message: 'The Microsoft 365 account does not exist.' },
  account_already_added: {
    status: 409,

    message: 'This Microsoft 365 account is on your list already.',
  },
  /** Linking a tenant Microsoft does not know: no `<name>.onmicrosoft.com` exists. */
  tenant_not_found: {
    status: 404,

    message: 'Microsoft 365 has no account of this name: check the part before .onmicrosoft.com.',
  },
  /** Linking a tenant another customer of the shop holds (a tenant is on one customer's list only). */
  account_linked_by_another_customer: {
    status: 409,

    message: 'Another customer of the shop has linked this Microsoft 365 account; contact us if it is yours.',
  },
  account_not_active: {
    status: 409,

    message:
      'The Microsoft 365 account is not linked yet: its administrator must authorise and confirm us first.',
  },
  company_data_required: {
    status: 409,

    message:
      "A new Microsoft 365 account needs your company's name and address: fill in your invoice data first.",
  },
  company_data_refused: {
    status: 409,

    message: "Microsoft did not accept the company's name or address: correct your invoice data.",
  },
  agreement_required: {
    status: 409,

    message: 'Accept the Microsoft Customer Agreement of this Microsoft 365 account first.',
  },
  /** Another customer's subscription or an unknown id: no hint which. */
  subscription_not_found: { status: 404, message: 'The subscription does not exist.' },
  subscription_not_configurable: {
    status: 409,

    message: 'The subscription is set up already or is being set up: it cannot be configured now.',
  },
  subscription_not_active: {
    status: 409,

    message: 'The subscription is not active: it cannot be changed now.',
  },
  licence_change_window_closed: {
    status: 409,

    message:
      'Licences can be removed, or the subscription cancelled, only within 168 hours of buying or renewing them: nothing was changed.',
  },
  subscription_changed: {
    status: 409,

    message: 'The subscription changed meanwhile: look at it again and repeat the change.',
  },
  provisioning_failed: {
    status: 502,

    message:
      'Microsoft could not set up the subscription: choose the account again and retry, or contact us.',
  },
  microsoft_unavailable: {
    status: 503,

    message: 'Microsoft did not answer, try again shortly.',
  },
  // The users of a Microsoft 365 account's tenant (spec section 8: users and
  // licence counts cannot be retrieved is `microsoft_unavailable`).
  /** Not in the tenant (or deleted, or gone for good after 30 days), or an id of no user's shape. */
  subscription_user_not_found: {
    status: 404,

    message: 'The user does not exist in this Microsoft 365 account.',
  },
  subscription_user_exists: {
    status: 409,

    message: 'A user with this login exists already in the Microsoft 365 account: choose another login.',
  },
  not_enough_licences: {
    status: 409,

    message: 'No free licence of this kind is left: buy more licences or take one from another user first.',
  },
  usage_location_required: {
    status: 409,

    message: "Set the user's usage location before assigning a licence.",
  },
  /** Deleting the tenant's only Global Administrator, or giving her another role, would leave it unmanageable. */
  last_global_admin: {
    status: 409,

    message: 'This user is the only Global Administrator of the account: make another user one first.',
  },
  /** Microsoft refused a change the shop's rules allow (its own rules, or the user's state). */
  subscription_user_refused: {
    status: 409,

    message: 'Microsoft refused this change to the user.',
  },
  /** The shop's app may not manage this tenant's users (no consent, no delegated admin role; or an admin user). */
  microsoft_access_denied: {
    status: 409,

    message:
      "Microsoft does not let us manage this account's users: its administrator must grant us access first.",
  },
  invoice_download_failed: {
    status: 503,

    message: 'The invoice could not be downloaded, try again shortly.',
  },
  /** Another customer's invoice or an unknown guid: no hint which. */
  invoice_not_found: { status: 404, message: 'The invoice does not exist.' },
  // Identity (spec section 8). The site maps Cognito's exceptions to these codes too.
  sign_in_failed: { status: 401, message: 'The e-mail or password is wrong.' },
  registration_failed: { status: 400, message: 'The account could not be registered.' },
  /** Spec code -4. */
  account_exists: {
    status: 409,

    message: 'An account with this e-mail already exists; use the password reminder.',
  },
  /** Spec code -5. */
  account_creation_failed: {
    status: 500,

    message: 'The account could not be created, try again shortly.',
  },
  confirmation_code_invalid: {
    status: 400,

    message: 'The code is invalid or was already used.',
  },
  current_password_invalid: { status: 400, message: 'The current password is wrong.' },
  reminder_email_not_found: { status: 404, message: 'No account uses this e-mail.' },
  third_party_login_failed: {
    status: 401,

    message: 'Third-party sign-in failed; check your cookie settings.',
  },
  user_not_found: { status: 404, message: 'The user does not exist.' },
  sign_in_blocked: {
    status: 403,

    message: 'Sign-in to this account has been blocked; contact the shop.',
  },
  customer_not_found: { status: 404, message: 'No such customer.' },
  partner_not_found: { status: 404, message: 'No such partner.' },
  partner_suspended: {
    status: 403,

    message: 'The partner account is suspended; contact the shop.',
  },
  customer_changed: {
    status: 409,

    message: 'The customer was changed meanwhile; reload the page.',
  },
  sign_up_already_confirmed: {
    status: 409,

    message: 'The sign-up is already confirmed; there is no code to send.',
  },
  session_expired: { status: 401, message: 'Your session expired, sign in again.' },
  user_data_refresh_failed: {
    status: 503,

    message: 'Your data could not be refreshed, try again shortly.',
  },
  invoice_data_edit_failed: {
    status: 409,

    message: 'The invoice data could not be saved.',
  },
  company_not_found: {
    status: 404,

    message: 'No company with this tax number was found in the public register.',
  },
  /** The public VAT register did not answer: the customer types the data, kept unverified. */
  company_register_unavailable: {
    status: 503,

    message: 'The VAT register is not answering; type the company data.',
  },
  /** The shop's searches of the day in the public VAT register are used up (its documented limit). */
  company_register_limit: {
    status: 503,

    message: "The VAT register's limit for today is reached; type the company data.",
  },
  /** The public VAT register holds Polish tax numbers only. */
  company_register_not_covered: {
    status: 404,

    message: 'The VAT register holds Polish tax numbers only.',
  },
  // A signed-in customer's saved delivery addresses (shared/orders/saved-address.ts).
  address_not_found: { status: 404, message: 'The address does not exist.' },
  address_limit_reached: {
    status: 409,

    message: 'You can save at most 20 addresses; delete one to add another.',
  },
  too_many_attempts: { status: 429, message: 'Too many attempts, try again later.' },
  /** Too many wrong discount codes for one basket (use-cases/basket/discount-guesses.ts); with Retry-After. */
  discount_guessing_throttled: {
    status: 429,

    message: 'Too many wrong discount codes, try again later.',
  },
  /** More mails to one address than `mailLimitPerRecipient` allows (shared/mail-limits.ts). */
  mail_limit_reached: {
    status: 429,

    message: 'We have sent enough e-mails to this address for now, try again later.',
  },
  newsletter_link_invalid: {
    status: 404,

    message: 'This confirmation link is invalid, has expired or was already used.',
  },
  // Finance exports: an export id nobody made, a download of one not written yet.
  export_not_found: { status: 404, message: 'The export does not exist.' },
  export_not_done: {
    status: 409,

    message: 'The export is not finished yet; download it once it is done.',
  },
  // The operations' inbox of stored requests (shared/forms/request-states.ts): a request nobody sent
  // (or sent before the inbox kept them), a move its status does not allow, a request another member
  // moved since it was read.
  request_not_found: { status: 404, message: 'The request does not exist.' },
  request_cannot_be_taken: {
    status: 409,

    message: 'This request cannot be taken: it is not new.',
  },
  request_cannot_be_noted: {
    status: 409,

    message: 'Take this request before adding a note.',
  },
  request_cannot_be_handled: {
    status: 409,

    message: 'Only a request in progress can be marked handled.',
  },
  request_changed: {
    status: 409,

    message: 'The request was changed meanwhile; reload it.',
  },
  // The shop's Allegro account (issue 39 part 2), connected and looked after by operations.
  allegro_authorisation_refused: {
    status: 409,

    message: 'Allegro refused the code or it expired: connect the account again.',
  },
  allegro_unavailable: {
    status: 503,

    message: 'Allegro did not answer, try again shortly.',
  },
  marketplace_problem_not_found: {
    status: 404,

    message: 'No such marketplace order is waiting for the staff.',
  },
  /** Too many requests from one address to a route that sends mail; sent with Retry-After. */
  too_many_requests: { status: 429, message: 'Too many requests, try again later.' },
  /** A service the shop depends on is down, slow or throttling; sent with Retry-After. */
  service_unavailable: {
    status: 503,

    message: 'The shop is briefly unavailable, try again shortly.',
  },
  internal_error: { status: 500, message: 'Something went wrong, try again shortly.' },
} as const satisfies Record<string, { status: ErrorStatus; message: string }>;
export type ErrorCode = keyof typeof errorCatalogue;

/** The code's type: its status's. */
export const errorTypeOf = (code: ErrorCode): ErrorType => typeOfStatus[errorCatalogue[code].status];

/** What every refusal of `code` says, before its fields or details. */
export const errorBodyOf = (code: ErrorCode): ErrorBody => ({
  code,
  type: errorTypeOf(code),
  message: errorCatalogue[code].message,
});

export interface FieldError {
  /** Dotted path of the offending field, e.g. `consent` or `items.0.quantity`. */
  path: string;
  /** A stable message key (see `shared/validation.ts`), translated by the site. */
  message: string;
}

export interface ErrorBody {
  code: ErrorCode;
  type: ErrorType;
  message: string;
  fields?: FieldError[];
  /** What the caller needs to act on the refusal, e.g. `order_stale`'s `{ basket }` as it is now. */
  details?: Record<string, unknown>;
}
