import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../tests/support/browser';
import { BUDGETS } from './budgets';
import type { ResultRow } from './report';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const RUNS = 3;

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The limits one page is judged by; a limit left out is reported, not judged. */
export type LighthouseBudget = {
  minPerformance: number;
  minAccessibility?: number;
  minBestPractices?: number;
  minSeo?: number;
  maxLcpMs?: number;
  maxCls: number;
  maxTbtMs: number;
};

/** With LIGHTHOUSE_REPORTS=<folder>, every run's whole report is written there to be looked into. */
function keepReport(url: string, report: string | string[]) {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
  writeFileSync(join(folder, name), Array.isArray(report) ? report.join('\n') : report);
}

/** Extra request headers, e.g. a signed-in student's session cookie. */
type Headers = Record<string, string>;

type AuditOptions = {
  headers?: Headers;
  /**
   * The page says `noindex` on purpose (a certificate's verification names a person): SEO is
   * judged without Lighthouse's crawlability audit, which that page must fail.
   */
  unindexed?: boolean;
};

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** A category's score as Lighthouse weighs it, leaving out the audits named. */
function scoreWithout(lhr: Report, category: string, left: string[]): number {
  const counted = (lhr.categories[category]?.auditRefs ?? []).filter((ref) => {
    const result = lhr.audits[ref.id];
    return ref.weight > 0 && !left.includes(ref.id) && result && result.score !== null;
  });
  const weight = counted.reduce((sum, ref) => sum + ref.weight, 0);
  const total = counted.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id]!.score!, 0);
  return Math.round((total / weight) * 100);
}

async function audit(url: string, port: number, options: AuditOptions): Promise<LighthouseFigures> {
  const { headers, unindexed } = options;
  // Lighthouse's default settings: a mobile device on a throttled connection.
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    ...(headers ? { extraHeaders: headers } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  keepReport(url, result.report);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: unindexed ? seoOfUnindexedPage(result.lhr, url) : score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
  };
}

function seoOfUnindexedPage(lhr: Report, url: string): number {
  if (lhr.audits['is-crawlable']?.score !== 0) throw new Error(`${url} should say noindex`);
  return scoreWithout(lhr, 'seo', ['is-crawlable']);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again. */
async function auditWithRetry(
  url: string,
  port: number,
  options: AuditOptions,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, options);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Every figure as the median of RUNS Lighthouse runs on one page. */
async function medianOf(url: string, port: number, options: AuditOptions) {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(url, port, options));
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  const figures = Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as LighthouseFigures;
  return { figures, runs };
}

const below = (value: number, min: number | undefined) => min !== undefined && value < min;
const above = (value: number, max: number | undefined) => max !== undefined && value > max;

function budgetText(b: LighthouseBudget): string {
  const minimums = [b.minPerformance, b.minAccessibility, b.minBestPractices, b.minSeo];
  const judged = minimums.filter((min) => min !== undefined).join('/');
  const lcp = b.maxLcpMs === undefined ? '' : `, LCP ≤ ${b.maxLcpMs} ms`;
  return `${judged}${lcp}, CLS ≤ ${b.maxCls}, TBT ≤ ${b.maxTbtMs} ms`;
}

function row(
  page: string,
  figures: LighthouseFigures,
  runs: LighthouseFigures[],
  b: LighthouseBudget,
): ResultRow {
  const failures = [
    below(figures.performance, b.minPerformance) && 'performance',
    below(figures.accessibility, b.minAccessibility) && 'accessibility',
    below(figures.bestPractices, b.minBestPractices) && 'best practices',
    below(figures.seo, b.minSeo) && 'SEO',
    above(figures.lcpMs, b.maxLcpMs) && 'LCP',
    above(figures.cls, b.maxCls) && 'CLS',
    above(figures.tbtMs, b.maxTbtMs) && 'TBT',
  ].filter(Boolean);
  return {
    group: 'lighthouse',
    what: `Lighthouse mobile ${page}`,
    figure:
      `perf ${figures.performance}, a11y ${figures.accessibility}, bp ${figures.bestPractices}, ` +
      `seo ${figures.seo}, LCP ${Math.round(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}, ` +
      `TBT ${Math.round(figures.tbtMs)} ms`,
    budget: budgetText(b),
    pass: failures.length === 0,
    data: { median: figures, runs, short: failures },
  };
}

/**
 * Lighthouse (mobile, median of 3) on each page, in the system Chromium (CHROME_PATH), judged by
 * the public pages' budget unless another is given; `headers` go with every request.
 */
export async function lighthouseRows(
  baseUrl: string,
  pages: Record<string, string>,
  options: AuditOptions & { budget?: LighthouseBudget } = {},
) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const rows: ResultRow[] = [];
    for (const [page, address] of Object.entries(pages)) {
      const { figures, runs } = await medianOf(`${baseUrl}${address}`, chrome.port, options);
      rows.push(row(page, figures, runs, options.budget ?? BUDGETS.lighthouse));
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
