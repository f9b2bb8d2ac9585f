import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Lighthouse (mobile profile, Debian's Chromium) on one page of the running shop.

export interface LighthouseRun {
  /** Category → score 0–100; empty when Lighthouse failed. */
  scores: Record<string, number>;
  /** Largest contentful paint (ms, simulated slow 4G) and cumulative layout shift; absent when it failed. */
  lcpMs?: number;
  cls?: number;
  /** The URL the page ended on (a redirect shows here). */
  finalUrl: string;
}

/**
 * How the slow phone and network are made: `simulate` (Lighthouse's default) loads the page at full
 * speed and estimates the metrics from that trace; `devtools` slows the browser and its network down
 * while loading and measures what happens. On this machine the simulation's estimate follows accidents
 * of the local trace (a script that arrived before the first paint counts as blocking it), so the
 * report gives the applied figures of the catalogue pages beside it.
 */
export type Throttling = 'simulate' | 'devtools';

export interface LighthouseOptions {
  /**
   * Sent with every request of the page (Lighthouse's `--extra-headers`), e.g. a `Cookie` for the
   * shop's API: Lighthouse starts each run in a fresh browser profile without cookies.
   */
  headers?: Record<string, string>;
  throttling?: Throttling;
  /**
   * A Chromium already open with its remote debugging on this port: Lighthouse opens its page there
   * and keeps the browser's storage (a signed-in session in its local storage), not a fresh profile.
   */
  port?: number;
  /** Run before each round (e.g. emptying that browser's HTTP cache: every round a first visit). */
  beforeRound?: () => Promise<void>;
}

/** Scores of `url`. */
export const lighthouse = (
  root: string,
  url: string,
  { headers, throttling = 'simulate', port }: LighthouseOptions = {},
) =>
  new Promise<LighthouseRun>((done) => {
    const out = join(tmpdir(), `lighthouse-${Date.now()}.json`);
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        ...(port === undefined
          ? [
              '--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
            ]
          : [`--port=${port}`, '--disable-storage-reset']),
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--throttling-method=${throttling}`,
        ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: 'ignore',
      },
    );
    child.once('exit', () => {
      try {
        const report = JSON.parse(readFileSync(out, 'utf8')) as {
          categories: Record<string, { score: number }>;
          audits: Record<string, { numericValue?: number }>;
          finalDisplayedUrl: string;
        };
        rmSync(out, { force: true });
        done({
          scores: Object.fromEntries(
            Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]),
          ),
          lcpMs: report.audits['largest-contentful-paint']?.numericValue,
          cls: report.audits['cumulative-layout-shift']?.numericValue,
          finalUrl: report.finalDisplayedUrl,
        });
      } catch {
        done({ scores: {}, finalUrl: url });
      }
    });
  });

/** Lighthouse's runs vary by a few points: this many per page, the median by performance reported. */
export const lighthouseRounds = 5;

/** The run of median performance among `lighthouseRounds` runs of `url` (a failed run counts lowest). */
export const lighthouseMedian = async (
  root: string,
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseRun> => {
  const runs: LighthouseRun[] = [];
  for (let round = 0; round < lighthouseRounds; round += 1) {
    await options.beforeRound?.();
    runs.push(await lighthouse(root, url, options));
  }
  runs.sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return runs[Math.floor(runs.length / 2)] ?? { scores: {}, finalUrl: url };
};

/** The runs as a table of the report: a row per page with its scores, LCP and CLS. */
export const noteLighthouseTable = (
  note: (line?: string) => void,
  runs: readonly [string, LighthouseRun][],
) => {
  note('| page | performance | accessibility | best practices | SEO | LCP | CLS |');
  note('|---|---|---|---|---|---|---|');
  for (const [name, { scores: s, lcpMs, cls }] of runs) {
    const lcp = lcpMs === undefined ? 'n/a' : `${(lcpMs / 1000).toFixed(2)} s`;
    note(
      `| ${name} | ${s.performance ?? 'n/a'} | ${s.accessibility ?? 'n/a'} | ${s['best-practices'] ?? 'n/a'} | ${s.seo ?? 'n/a'} | ${lcp} | ${cls?.toFixed(3) ?? 'n/a'} |`,
    );
  }
  note();
};
