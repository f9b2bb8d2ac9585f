import * as z from 'zod/mini';

// The part of Microsoft Graph v1.0 and of the Microsoft identity platform's token endpoint that the
// adapter calls and the local simulator (infra/local/simulators/graph/) serves, as zod schemas: the
// adapter checks every answer with them, the simulator every request. Sources: microsoft.md 3.10 and
// the Graph reference pages it cites (user, assignLicense, subscribedSku, unifiedRoleAssignment).

const text = () => z.string().check(z.minLength(1));

/** `POST {authority}/{tenant}/oauth2/v2.0/token` with the client credentials grant. */
export const tokenAnswerSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    token_type: z.literal('Bearer'),
    /** Seconds. */
    expires_in: z.number(),
    access_token: text(),
  }),
);

/** The token endpoint's refusal: `error` is OAuth's code, `error_description` starts `AADSTS<n>: `. */
export const tokenErrorSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    error: z.string(),
    error_description: z.string(),
    error_codes: z.optional(z.array(z.number())),
  }),
);

/** Every Graph refusal. Many share `Request_BadRequest`, told apart by message and `details`. */
export const graphErrorSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.optional(
        z.array(z.object({ code: z.optional(z.string()), target: z.optional(z.string()) })),
      ),
      innerError: z.optional(
        z.object({ date: z.optional(z.string()), 'request-id': z.optional(z.string()) }),
      ),
    }),
  }),
);
export type GraphErrorBody = z.infer<typeof graphErrorSchema>;

/** A collection; `@odata.nextLink` is the absolute URL of the next page when there is one. */
export const pageSchema = <S extends z.ZodMiniType>(item: S) =>
  z.object({ value: z.array(item), '@odata.nextLink': z.optional(z.string()) });

const assignedLicenseSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ skuId: text(), disabledPlans: z.array(z.string()) }),
);

/** A user with the properties the adapter `$select`s (Graph returns only a default few otherwise). */
const userObject = () =>
  z.object({
    id: text(),
    userPrincipalName: text(),
    displayName: z.nullable(z.string()),
    givenName: z.nullable(z.string()),
    surname: z.nullable(z.string()),
    usageLocation: z.nullable(z.string()),
    accountEnabled: z.nullable(z.boolean()),
    assignedLicenses: z.array(assignedLicenseSchema),
  });
export const userSchema = /* @__PURE__ */ z.lazy(userObject);
export const deletedUserSchema = /* @__PURE__ */ z.lazy(() =>
  z.extend(userObject(), { deletedDateTime: z.string() }),
);

/** `POST /users` answers the new user with its default properties, `id` among them. */
export const createdUserSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ id: text(), userPrincipalName: text() }),
);

/** What `assignLicense` and `restore` answer: the object changed, of which the adapter needs no more. */
export const directoryObjectSchema = /* @__PURE__ */ z.lazy(() => z.object({ id: text() }));

const createUserRequest = () =>
  z.strictObject({
    accountEnabled: z.boolean(),
    displayName: z.string().check(z.minLength(1), z.maxLength(256)),
    givenName: z.optional(z.string().check(z.maxLength(64))),
    surname: z.optional(z.string().check(z.maxLength(64))),
    mailNickname: text(),
    userPrincipalName: text(),
    usageLocation: z.optional(z.string()),
    passwordProfile: z.strictObject({
      password: text(),
      forceChangePasswordNextSignIn: z.optional(z.boolean()),
      forceChangePasswordNextSignInWithMfa: z.optional(z.boolean()),
    }),
  });
export const createUserRequestSchema = /* @__PURE__ */ z.lazy(createUserRequest);
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** `PATCH /users/{id}`: the properties the port changes, a new password among them. */
export const updateUserRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.partial(z.omit(createUserRequest(), { userPrincipalName: true, mailNickname: true })),
);
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const assignLicenseRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    addLicenses: z.array(z.strictObject({ skuId: text(), disabledPlans: z.array(z.string()) })),
    removeLicenses: z.array(text()),
  }),
);
export type AssignLicenseRequest = z.infer<typeof assignLicenseRequestSchema>;

export const subscribedSkuSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    skuId: text(),
    skuPartNumber: text(),
    prepaidUnits: z.object({ enabled: z.number() }),
    consumedUnits: z.number(),
  }),
);

export const organizationSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    displayName: z.string(),
    countryLetterCode: z.string(),
    verifiedDomains: z.array(z.object({ name: text(), isDefault: z.boolean() })),
  }),
);

export const roleAssignmentRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    '@odata.type': z.optional(z.literal('#microsoft.graph.unifiedRoleAssignment')),
    roleDefinitionId: text(),
    principalId: text(),
    directoryScopeId: text(),
  }),
);
export type RoleAssignmentRequest = z.infer<typeof roleAssignmentRequestSchema>;

export const roleAssignmentSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: text(),
    roleDefinitionId: text(),
    principalId: text(),
    directoryScopeId: text(),
  }),
);
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;
