import { appendFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';
import { buildWebIfNeeded, type RunningServer, startProductionServer } from './production-server';

/**
 * Lighthouse 12 on the landing page (/) and /login of the production build, mobile (the
 * default preset: a mid-range phone on slow 4G, simulated) and desktop. Run by hand:
 *   npm run lighthouse --workspace bench [-- --runs 3 --record --no-build --compare <dist>]
 * Each preset runs `--runs` times (default 3) and reports the run with the median score, as
 * Lighthouse's own documentation advises against reading one run on a busy machine. WEB_DIST
 * measures a build of one's own (with --no-build).
 *
 * `--compare <dist>` measures that build too (a copy of apps/web/dist made before a change),
 * side by side: each build has a production server of its own, served the same way, and their
 * runs alternate, so that a machine busy with other work weighs on both alike.
 *
 * Budgets (docs/ARCHITECTURE.md, "What the browser loads"): /login at most 100 KB of
 * JavaScript over the wire, / at most 60 KB of gzipped JavaScript; both at least 95 mobile and
 * 98 desktop.
 */
const PAGES = ['/', '/login'] as const;
type PagePath = (typeof PAGES)[number];

/** JavaScript /login may fetch over the wire, headers included. */
const LOGIN_JS_BUDGET = 100 * 1024;
/** Gzipped JavaScript the landing page may load. */
const LANDING_GZIP_BUDGET = 60 * 1024;
const SCORE_TARGETS = { mobile: 95, desktop: 98 } as const;

const PRESETS = [
  {
    name: 'mobile',
    label: 'mobile (default preset: simulated slow 4G, 4× CPU slowdown)',
    config: undefined,
  },
  { name: 'desktop', label: 'desktop (desktop preset)', config: desktopConfig },
] as const satisfies readonly {
  name: keyof typeof SCORE_TARGETS;
  label: string;
  config?: Config;
}[];
type PresetName = (typeof PRESETS)[number]['name'];

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

/** One build's median run of a page and preset, with the scores of all its runs. */
interface Measured {
  median: Figures;
  scores: number[];
}

interface Build {
  name: string;
  server: RunningServer;
  results: Map<`${PagePath} ${PresetName}`, Measured>;
  landingGzip: number;
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

/** One Lighthouse run, repeated (a few times at most) after a hiccup of the trace. */
async function runOnce(port: number, url: string, config: Config | undefined): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(
      url,
      {
        port,
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
    if (runtimeError && RETRIED.has(runtimeError.code) && attempt < 3) {
      process.stdout.write(`  ${runtimeError.code}: once more\n`);
      continue;
    }
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return figuresOf(answer.lhr);
  }
}

function medianOf(all: Figures[]): Measured {
  const sorted = [...all].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('geen runs');
  return { median, scores: all.map((f) => f.score) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

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

function resultOf(build: Build, path: PagePath, preset: PresetName): Measured {
  const measured = build.results.get(`${path} ${preset}`);
  if (!measured) throw new Error(`${build.name}: geen meting van ${path} ${preset}`);
  return measured;
}

function tableRows(builds: readonly Build[]): string[] {
  return PAGES.flatMap((path) =>
    PRESETS.flatMap((preset) =>
      builds.map((build) => {
        const { median: f, scores } = resultOf(build, path, preset.name);
        return (
          `| ${path} | ${preset.name} | ${build.name} | **${f.score}** (${scores.join(', ')}) | ` +
          `${ms(f.fcpMs)} | ${ms(f.lcpMs)} | ${ms(f.tbtMs)} | ${ms(f.speedIndexMs)} | ` +
          `${f.cls.toFixed(3)} | ${kb(f.jsBytes)} | ${kb(f.cssBytes)} |`
        );
      }),
    ),
  );
}

const within = (ok: boolean) => (ok ? 'within' : 'OVER');

/** Whether a build keeps its byte budgets; the scores are reported, a busy machine moves them. */
function budgetLines(build: Build): { lines: string[]; kept: boolean } {
  const loginJs = resultOf(build, '/login', 'mobile').median.jsBytes;
  const lines = [
    `- ${build.name}: /login ${kb(loginJs)} of JavaScript over the wire (budget ` +
      `${kb(LOGIN_JS_BUDGET)}): ${within(loginJs <= LOGIN_JS_BUDGET)}; / loads ` +
      `${resultOf(build, '/', 'mobile').median.scripts.length} script(s), ` +
      `${kb(build.landingGzip)} gzipped (budget ${kb(LANDING_GZIP_BUDGET)}): ` +
      `${within(build.landingGzip <= LANDING_GZIP_BUDGET)}; scores ` +
      PAGES.flatMap((path) =>
        PRESETS.map((preset) => {
          const score = resultOf(build, path, preset.name).median.score;
          const target = SCORE_TARGETS[preset.name];
          return `${path} ${preset.name} ${score} (${score >= target ? 'meets' : 'misses'} ${target})`;
        }),
      ).join(', '),
  ];
  return {
    lines,
    kept: loginJs <= LOGIN_JS_BUDGET && build.landingGzip <= LANDING_GZIP_BUDGET,
  };
}

const loadBefore = loadAverage();
const runs = Number(argument('--runs') ?? 3);
const compared = argument('--compare');
if (!process.argv.includes('--no-build')) buildWebIfNeeded();
// The build under test last: its name is what the budgets' exit code is about.
const servers = await Promise.all([
  ...(compared === undefined ? [] : [startProductionServer({ webDist: compared })]),
  startProductionServer(),
]);
const builds: Build[] = servers.map((server, index) => ({
  name: compared === undefined ? 'this build' : index === 0 ? `before (${compared})` : 'this build',
  server,
  results: new Map(),
  landingGzip: Number.NaN,
}));
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  for (const path of PAGES) {
    for (const preset of PRESETS) {
      process.stdout.write(`Lighthouse ${path}, ${preset.name} preset, ${runs} run(s) a build…\n`);
      const all = new Map<Build, Figures[]>(builds.map((build) => [build, []]));
      for (let run = 0; run < runs; run++) {
        // ABBA: neither build always runs first, on a machine that warms up or gets busier.
        for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
          const figures = await runOnce(
            chrome.port,
            `${build.server.baseURL}${path}`,
            preset.config,
          );
          all.get(build)?.push(figures);
        }
      }
      for (const build of builds) {
        const measured = medianOf(all.get(build) ?? []);
        build.results.set(`${path} ${preset.name}`, measured);
        process.stdout.write(`  ${build.name}: scores ${measured.scores.join(', ')}\n`);
      }
    }
  }
  for (const build of builds) {
    build.landingGzip = await gzippedBytes(resultOf(build, '/', 'mobile').median.scripts);
  }
} finally {
  chrome.kill();
  await Promise.all(servers.map((server) => server.stop()));
}

const cpu = cpus();
const first = builds.at(-1)?.results.get('/ mobile')?.median;
const budgets = builds.map(budgetLines);
const lines = [
  `\n## ${new Date().toISOString().slice(0, 10)} — Lighthouse 12, ${PAGES.join(' and ')} ` +
    `(production build${compared === undefined ? '' : 's side by side'}, median of ${runs})`,
  '',
  `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version}, Chromium ${first?.chrome ?? '?'} headless; Lighthouse benchmark index ` +
    `${Math.round(first?.benchmarkIndex ?? Number.NaN)}; load average (1, 5, 15 min) before ${loadBefore}, after ${loadAverage()}.`,
  '',
  '| page | preset | build | performance (runs) | FCP | LCP | TBT | Speed Index | CLS | JS over the wire | CSS |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...tableRows(builds),
  '',
  ...budgets.flatMap((budget) => budget.lines),
  '',
];
process.stdout.write(lines.join('\n'));
if (process.argv.includes('--record'))
  appendFileSync(new URL('../RESULTS.md', import.meta.url), lines.join('\n'));
if (!budgets.at(-1)?.kept) process.exitCode = 1;
