import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { documentsBucket } from '#functions/lib/s3';
import { articleItems, getArticle } from '#functions/lib/table/articles';
import { listCategories, putCategories, putProducts } from '#functions/lib/table/catalogue';
import { createClientProfile } from '#functions/lib/table/client-profiles';
import { getDiscountCode, putDiscountCodes } from '#functions/lib/table/discount-codes';
import { putMaintenance } from '#functions/lib/table/settings';
import { putStock } from '#functions/lib/table/stock';
import { commitGuarded } from '#functions/lib/table/transaction';
import { publishingDeps } from '#functions/use-cases/blog/publishing-deps';
import { storeRenderedBodies } from '#functions/use-cases/blog/store-rendered-bodies';
import { deps as catalogueDeps } from '#functions/use-cases/catalogue/deps';
import { followStock } from '#functions/use-cases/catalogue/follow-stock';
import { publishCatalogue } from '#functions/use-cases/catalogue/publish-catalogue';
import { stockFollowDeps } from '#functions/use-cases/catalogue/stock-follow-deps';
import { s3 } from '#infra/local/s3-client';
import { renderMarkdown } from '#shared/blog/markdown';
import { accountTypeIdOf } from '#shared/identity/account-types';
import { consentTextVersion } from '#shared/identity/sign-up-attributes';
import { defaultMaintenance } from '#shared/settings';
import { demoArticles } from './demo-blog/articles';
import { demoCategories } from './demo-catalogue/categories';
import { generateCatalogue } from './demo-catalogue/generate-catalogue';
import { demoProducts } from './demo-catalogue/products';
import { demoDiscountCodes, demoStock } from './demo-catalogue/stock-and-codes';
import { seedDemoPartner } from './demo-partner';

// Demo data for `npm start`: written once, found again on later starts. Functions' own repositories
// write it, so the seed cannot invent keys of its own.

const repoRoot = resolve(import.meta.dirname, '../..');

export const demoUsers = [
  {
    email: 'klient@demo.sklep.local',
    password: 'Demo1234',
    name: 'Jan Kowalski',
    accountType: 'private',
  },
  {
    email: 'firma@demo.sklep.local',
    password: 'Demo1234',
    name: 'Anna Nowak',
    accountType: 'business',
  },
  {
    email: 'finanse@demo.sklep.local',
    password: 'Demo1234',
    name: 'Ewa Finansowa',
    // A staff group: its claim is granted only once she has set up TOTP (functions/auth/README.md).
    staffGroup: 'finance',
    accountType: 'private',
  },
  {
    email: 'obsluga@demo.sklep.local',
    password: 'Demo1234',
    name: 'Olga Obsługa',
    // Moves orders along; like finance, the claim needs TOTP set up first.
    staffGroup: 'operations',
    accountType: 'private',
  },
  {
    email: 'tresci@demo.sklep.local',
    password: 'Demo1234',
    name: 'Tomasz Treści',
    // Uploads product images; the claim needs TOTP set up first.
    staffGroup: 'content',
    accountType: 'private',
  },
] as const;

const demoPhone = '+48600100200';

/** Creates a demo user and her profile (a customer a partner brought carries `partnerId`); her sub, or undefined when she exists. */
export const seedUser = async (
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: {
    email: string;
    password: string;
    name: string;
    accountType: 'private' | 'business';
    staffGroup?: string;
  },
  partnerId?: string,
): Promise<string | undefined> => {
  let sub: string | undefined;
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: user.name },
          { Name: 'phone_number', Value: demoPhone },
          { Name: 'locale', Value: 'pl' },
        ],
      }),
    );
    sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  } catch (error) {
    if (error instanceof UsernameExistsException) return undefined;
    throw error;
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  if (user.staffGroup) {
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        GroupName: user.staffGroup,
      }),
    );
  }
  // An admin-created user is never confirmed, so no post-confirmation trigger writes the profile.
  if (!sub) throw new Error(`cognito-local gave ${user.email} no sub`);
  await createClientProfile({
    userId: sub,
    email: user.email,
    name: user.name,
    phone: demoPhone,
    accountTypeId: accountTypeIdOf(user.accountType),
    language: 'pl',
    consents: (['terms', 'privacy'] as const).map((consent) => ({
      consent,
      givenAt: new Date().toISOString(),
      textVersion: consentTextVersion,
    })),
    isExternal: false,
    ...(partnerId ? { partnerId } : {}),
  });
  return sub;
};

/** Where the last start's publication is recorded: the exchange rates' day and the index code's fingerprint. */
const publishedStateKey = 'catalogue/published-at-start.json';

/** A hash of the code that shapes the published index (the search core, the catalogue and pricing models). */
const indexCodeFingerprint = (): string => {
  const hash = createHash('sha256');
  for (const dir of ['functions/lib/search', 'shared/catalogue', 'shared/pricing']) {
    const folder = join(repoRoot, dir);
    for (const name of readdirSync(folder)
      .filter((file) => file.endsWith('.ts'))
      .sort())
      hash.update(name).update(readFileSync(join(folder, name)));
  }
  return hash.digest('hex');
};

const publishedState = async (): Promise<string | undefined> => {
  try {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: documentsBucket(), Key: publishedStateKey }),
    );
    return await object.Body?.transformToString();
  } catch {
    return undefined;
  }
};

/**
 * The demo catalogue, once (categories are written last, so their presence marks a complete seed),
 * then its search index: published when the seed wrote products, on a new day (the exchange rates
 * price it) or when the code that shapes the index changed; otherwise the index of the last start
 * stands (products changed while the shop ran were published by the `catalogue-publish` consumer, their
 * figures by `catalogue-figures`, which the index follows), so a warm start of 20,000 products does not
 * read and index them all again.
 */
const seedCatalogue = async (): Promise<number> => {
  let written = 0;
  if ((await listCategories()).length === 0) {
    // `npm run bench` asks for the generated benchmark catalogue instead of the demo one.
    const size = Number(process.env.SHOP_BENCH_CATALOGUE_SIZE ?? 0);
    const products = size > 0 ? generateCatalogue(size, 1) : demoProducts;
    await putProducts(products);
    await putCategories(demoCategories);
    written = products.length + demoCategories.length;
  }
  const ports = catalogueDeps();
  const state = JSON.stringify({
    day: ports.clock().toISOString().slice(0, 10),
    code: indexCodeFingerprint(),
  });
  if (written > 0 || (await publishedState()) !== state) {
    await publishCatalogue(ports);
    await s3().send(new PutObjectCommand({ Bucket: documentsBucket(), Key: publishedStateKey, Body: state }));
  }
  return written;
};

/** Sets products' units, and what the shop shows of a product it announced sold out follows them. */
export const restock = async (entries: readonly { productId: string; units: number }[]): Promise<void> => {
  for (const productId of await putStock(entries)) await followStock(stockFollowDeps(), productId);
};

/** Writes the demo stock and discount codes as the seed has them (their uses not yet spent); how many. */
export const writeDemoStockAndCodes = async (): Promise<number> => {
  await restock(demoStock);
  await putDiscountCodes(demoDiscountCodes);
  return demoStock.length + demoDiscountCodes.length;
};

/** The demo stock and discount codes, once (the first code's presence marks them written). */
const seedStockAndCodes = async (): Promise<number> =>
  (await getDiscountCode(demoDiscountCodes[0]?.code ?? '')) ? 0 : writeDemoStockAndCodes();

/**
 * The demo blog's articles, once (the first one's presence marks them written), their bodies rendered as
 * a staff save renders them; their pages render with the catalogue's. Articles a data directory kept
 * from before bodies were stored rendered get theirs (`store-rendered-bodies.ts`).
 */
const seedBlog = async (): Promise<number> => {
  const kept = await storeRenderedBodies(publishingDeps());
  const [first] = demoArticles;
  if (!first || (await getArticle(first.language, first.link))) return kept;
  for (const article of demoArticles) {
    const stored = { ...article, html: renderMarkdown(article.body), state: 'published' as const };
    await commitGuarded([{ item: articleItems.save(stored, new Date(article.publishedAt)) }]);
  }
  return kept + demoArticles.length;
};

/** Seeds what is missing; returns how many things it wrote. Needs the function environment set. */
export const seed = async (cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<number> => {
  let written = 0;
  for (const user of demoUsers) if (await seedUser(cognito, userPoolId, user)) written += 1;
  if (written > 0) {
    await putMaintenance(defaultMaintenance);
    written += 1;
  }
  written += await seedDemoPartner((user, partnerId) => seedUser(cognito, userPoolId, user, partnerId));
  return written + (await seedCatalogue()) + (await seedStockAndCodes()) + (await seedBlog());
};
