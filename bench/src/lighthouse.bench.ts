import { appendFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';
import { buildWebIfNeeded, startProductionServer } from './production-server';

/**
 * Lighthouse 12 on the landing page (/) and /login of the production build, mobile (the
 * default preset: a mid-range phone on slow 4G, simulated) and desktop. Run by hand:
 *   npm run lighthouse --workspace bench [-- --runs 3 --record --no-build]
 * Each preset runs `--runs` times (default 3) and reports the run with the median score, as
 * Lighthouse's own documentation advises against reading one run on a busy machine. WEB_DIST
 * measures a build of one's own (with --no-build).
 *
 * Budgets (docs/ARCHITECTURE.md, "What the browser loads"): / at most 60 KB of gzipped
 * JavaScript, /login 150 KB over the wire; both at least 90 mobile and 98 desktop.
 */
const PAGES = ['/', '/login'] as const;
type PagePath = (typeof PAGES)[number];

/** Gzipped JavaScript the landing page may load. */
const LANDING_GZIP_BUDGET = 60 * 1024;

// The machine has no network beyond localhost; these keep Chromium from reaching for Google.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  scripts: string[];
  benchmarkIndex: number;
  chrome: string;
}

interface NetworkItem {
  url?: unknown;
  resourceType?: unknown;
  transferSize?: unknown;
  sessionTargetType?: unknown;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function numeric(result: Result, audit: string): number {
  return result.audits[audit]?.numericValue ?? Number.NaN;
}

/**
 * Bytes the page itself fetched, headers included. The service worker's precache (fetched by
 * the worker after the page has loaded, for offline use) is left out: it is not what the
 * sign-in screen needs and Lighthouse does not count it towards the page's metrics either.
 */
function pageRequests(result: Result, type: 'Script' | 'Stylesheet'): NetworkItem[] {
  const details = result.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
  return items.filter((item) => item.resourceType === type && item.sessionTargetType !== 'worker');
}

function transferred(result: Result, type: 'Script' | 'Stylesheet'): number {
  return pageRequests(result, type).reduce(
    (sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0),
    0,
  );
}

function figuresOf(result: Result): Figures {
  return {
    score: Math.round((result.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric(result, 'first-contentful-paint'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    speedIndexMs: numeric(result, 'speed-index'),
    cls: numeric(result, 'cumulative-layout-shift'),
    jsBytes: transferred(result, 'Script'),
    cssBytes: transferred(result, 'Stylesheet'),
    scripts: pageRequests(result, 'Script').flatMap((item) =>
      typeof item.url === 'string' ? [item.url] : [],
    ),
    benchmarkIndex: result.environment.benchmarkIndex,
    chrome: result.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?',
  };
}

/** Trace hiccups Lighthouse itself says to answer by running again. */
const RETRIED = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);

async function measure(url: string, config: Config | undefined, runs: number): Promise<Figures> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const all: Figures[] = [];
    let retries = 0;
    while (all.length < runs) {
      const answer = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // A shared two-core VM can take longer than Lighthouse's 30 s to paint at all; the
          // metrics are simulated from the trace either way, so waiting longer costs nothing.
          maxWaitForFcp: 120_000,
          maxWaitForLoad: 240_000,
        },
        config,
      );
      if (!answer) throw new Error('Lighthouse gaf geen resultaat.');
      const runtimeError = answer.lhr.runtimeError;
      if (runtimeError && RETRIED.has(runtimeError.code) && retries++ < runs) {
        process.stdout.write(`  ${runtimeError.code}: once more\n`);
        continue;
      }
      if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
      all.push(figuresOf(answer.lhr));
    }
    const sorted = [...all].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor(sorted.length / 2)];
    if (!median) throw new Error('geen runs');
    process.stdout.write(`  scores of the runs: ${all.map((f) => f.score).join(', ')}\n`);
    return median;
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function line(preset: string, f: Figures): string {
  return (
    `- ${preset}: performance **${f.score}**; FCP ${ms(f.fcpMs)}, LCP ${ms(f.lcpMs)}, ` +
    `TBT ${ms(f.tbtMs)}, Speed Index ${ms(f.speedIndexMs)}, CLS ${f.cls.toFixed(3)}; ` +
    `transferred JS ${kb(f.jsBytes)}, CSS ${kb(f.cssBytes)}`
  );
}

/** The bytes of the gzip answer the server sends for each script (its .gz copy). */
async function gzippedBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    if (response.headers.get('content-encoding') !== 'gzip')
      throw new Error(`${url} kwam niet gzip-gecomprimeerd terug`);
    // fetch decompresses the body; the copy on the wire is what counts.
    total += Number(response.headers.get('content-length') ?? Number.NaN);
    await response.arrayBuffer();
  }
  return total;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadBefore = loadAverage();
const runs = Number(argument('--runs') ?? 3);
if (!process.argv.includes('--no-build')) buildWebIfNeeded();
const server = await startProductionServer();
const results = new Map<PagePath, { mobile: Figures; desktop: Figures }>();
let landingGzip = Number.NaN;
try {
  for (const path of PAGES) {
    const url = `${server.baseURL}${path}`;
    process.stdout.write(`Lighthouse ${path}, mobile preset, ${runs} run(s)…\n`);
    const mobile = await measure(url, undefined, runs);
    process.stdout.write(`Lighthouse ${path}, desktop preset, ${runs} run(s)…\n`);
    const desktop = await measure(url, desktopConfig, runs);
    results.set(path, { mobile, desktop });
    if (path === '/') landingGzip = await gzippedBytes(mobile.scripts);
  }
} finally {
  await server.stop();
}

const cpu = cpus();
const first = results.get('/')?.mobile;
const lines = [
  `\n## ${new Date().toISOString().slice(0, 10)} — Lighthouse 12, ${PAGES.join(' and ')} (production build, median of ${runs})`,
  '',
  `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version}, Chromium ${first?.chrome ?? '?'} headless; Lighthouse benchmark index ` +
    `${Math.round(first?.benchmarkIndex ?? Number.NaN)}; load average (1, 5, 15 min) before ${loadBefore}, after ${loadAverage()}.`,
  '',
  ...PAGES.flatMap((path) => {
    const figures = results.get(path);
    if (!figures) return [];
    return [
      `${path}:`,
      line('mobile (default preset: simulated slow 4G, 4× CPU slowdown)', figures.mobile),
      line('desktop (desktop preset)', figures.desktop),
    ];
  }),
  `- / loads ${results.get('/')?.mobile.scripts.length ?? 0} script(s), ${kb(landingGzip)} gzipped ` +
    `(budget ${kb(LANDING_GZIP_BUDGET)}): ${landingGzip <= LANDING_GZIP_BUDGET ? 'within' : 'OVER'}`,
  '',
];
process.stdout.write(lines.join('\n'));
if (process.argv.includes('--record'))
  appendFileSync(new URL('../RESULTS.md', import.meta.url), lines.join('\n'));
if (!(landingGzip <= LANDING_GZIP_BUDGET)) process.exitCode = 1;
