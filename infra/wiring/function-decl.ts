import type { PublicScreen } from './function-bundle';

// A function of the wiring: its entry (a path from the repository root to a module exporting
// `handler`), its size and what it may touch.

/** What a function may touch; CDK turns it into least-privilege grants. */
export interface Grants {
  table?: 'read' | 'readWrite';
  events?: boolean;
  /**
   * Reads the pool's users, never changes them: `getUser` (`AdminGetUser`: the MFA settings behind a
   * staff group claim) or `findByEmail` (`ListUsers` filtered by e-mail: a partner's id, whether she
   * signed up with a password, Google or Facebook).
   */
  userPool?: 'getUser' | 'findByEmail';
  mail?: boolean;
  live?: boolean;
  /** Knows the WebSocket API's address (LIVE_ENDPOINT) without posting to it: the settings tell the site. */
  liveAddress?: boolean;
  /** The documents bucket (published catalogue index, invoices). */
  documents?: 'read' | 'readWrite';
  /**
   * The site bucket: reads the deployed shell (a page rendered per request) or also writes pre-rendered
   * catalogue and blog pages.
   */
  site?: 'read' | 'readWrite';
  /** The exports bucket (finance exports): the exporters write it, the reports API presigns its downloads. */
  exports?: 'read' | 'readWrite';
  /** Reads the payment provider's keys from Secrets Manager (PRZELEWY24_SECRET_ARN). */
  paymentProviderSecret?: boolean;
  /** Reads the KSeF token and offline certificate from Secrets Manager (KSEF_SECRET_ARN). */
  ksefSecret?: boolean;
  /** Reads the Partner Center app's credentials from Secrets Manager (PARTNER_CENTER_SECRET_ARN). */
  partnerCenterSecret?: boolean;
  /** Reads the Graph app's credentials from Secrets Manager (GRAPH_SECRET_ARN): a customer tenant's users. */
  graphSecret?: boolean;
  /** Reads the shop's Allegro application (client id and secret) from Secrets Manager (ALLEGRO_SECRET_ARN). */
  allegroSecret?: boolean;
}

/** Whether the grants read any secret from Secrets Manager. */
export const readsSecrets = (grants: Grants): boolean =>
  Boolean(
    grants.paymentProviderSecret ||
      grants.ksefSecret ||
      grants.partnerCenterSecret ||
      grants.graphSecret ||
      grants.allegroSecret,
  );

export interface FunctionDecl {
  entry: string;
  timeoutSeconds: number;
  /**
   * Lambda's memory, and with it its CPU share. For the functions the bench's memory curve measures,
   * the size it chose (`npm run bench -- bundles costs`, the report's "Memory per function" section,
   * which names each function whose size here differs from its choice): where runs chose either side
   * of a step, the larger, so no run's bound is exceeded. For the others, by hand.
   */
  memoryMb: number;
  grants: Grants;
  /** Concurrency kept for this function alone on AWS, so a flood elsewhere in the account cannot starve it. */
  reservedConcurrency?: number;
  /** `/tmp` beyond Lambda's 512 MB, for functions that write large files before putting them (finance exports). */
  ephemeralStorageMb?: number;
  /**
   * Packages installed beside the bundle instead of bundled, for those that load their own files at run
   * time (sharp its native build), at the lockfile's versions.
   */
  nodeModules?: string[];
  /**
   * Files of installed packages shipped beside the bundle at their paths (`<package>/<file>`), for a
   * function that reads a few of a package's files: the invoice's two faces of the 22 in
   * dejavu-fonts-ttf (13 MB), with its manifest and licence.
   */
  packageFiles?: string[];
  /**
   * The site's public screens whose pages this function renders (web/ssr.ts): a page renderer's own;
   * every other public screen is left out of its bundle (`externalOf`, function-bundle.ts).
   */
  renders?: readonly PublicScreen[];
}

/** A month of a million orders is a few hundred MB of CSV and Parquet on the exporter's disk before it is put. */
export const exportDiskMb = 4096;
