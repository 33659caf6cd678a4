import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { withAnalyticsSources } from './web-static';

/** A dist folder as the web build leaves it: each text file with .br and .gz copies beside it. */
const FILES = {
  'index.html': `<!doctype html><html lang="nl"><head><title>Klokwerk</title></head><body>${'<div></div>'.repeat(100)}</body></html>`,
  'assets/index-abc123.js': `console.log(${JSON.stringify('klokwerk '.repeat(200))});`,
  'sw.js': `self.addEventListener('install', () => {});${' '.repeat(500)}`,
  'landing.html': `<!doctype html><html lang="nl"><head><title>Landing</title></head><body>${'<section></section>'.repeat(100)}</body></html>`,
  'privacy.html': `<!doctype html><html lang="nl"><head><title>Privacybeleid</title></head><body>${'<p></p>'.repeat(200)}</body></html>`,
  'about.html': `<!doctype html><html lang="nl"><head><title>Over Klokwerk</title></head><body>${'<p></p>'.repeat(200)}</body></html>`,
  'login.html': `<!doctype html><html lang="nl"><head><title>Inloggen · Klokwerk</title></head><body>${'<div></div>'.repeat(100)}</body></html>`,
};

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'klokwerk-dist-'));
  for (const [name, text] of Object.entries(FILES)) {
    const path = join(dist, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  }
  t = await createTestApp(undefined, { webDist: dist });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

function decoded(response: LightMyRequestResponse): string {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

const CASES = [
  // What Chromium sends: brotli wins over gzip.
  { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
  { acceptEncoding: 'br', encoding: 'br' },
  { acceptEncoding: 'gzip', encoding: 'gzip' },
  { acceptEncoding: 'identity', encoding: undefined },
  { acceptEncoding: undefined, encoding: undefined },
] as const;

describe('the built web app, pre-compressed', () => {
  it.each(CASES)(
    'serves a hashed asset for Accept-Encoding $acceptEncoding as $encoding',
    async ({ acceptEncoding, encoding }) => {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(varies(response)).toContain('accept-encoding');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(response)).toBe(FILES['assets/index-abc123.js']);
    },
  );

  it.each(CASES)(
    'answers the deep link /dashboard with index.html for Accept-Encoding $acceptEncoding as $encoding',
    async ({ acceptEncoding, encoding }) => {
      const response = await get('/dashboard', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(varies(response)).toContain('accept-encoding');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response)).toBe(FILES['index.html']);
    },
  );

  it.each([
    ['/', 'landing.html'],
    ['/privacy', 'privacy.html'],
    ['/privacy/', 'privacy.html'],
    ['/about', 'about.html'],
    ['/about/', 'about.html'],
    ['/login', 'login.html'],
    ['/login/', 'login.html'],
    // The guard's return page rides along in the query; the page stays the same file.
    ['/login?from=%2FSchedulepro', 'login.html'],
  ] as const)(
    'serves the page %s as %s, compressed and never from a stale cache',
    async (url, file) => {
      for (const { acceptEncoding, encoding } of CASES) {
        const response = await get(url, acceptEncoding);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(varies(response)).toContain('accept-encoding');
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decoded(response)).toBe(FILES[file]);
      }
    },
  );

  it('answers a HEAD of the landing page like its GET, without the body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('leaves the app its own paths: /privacy-something and /login/x get index.html', async () => {
    for (const url of ['/privacy-something', '/about/us', '/login/x', '/login-page']) {
      expect(decoded(await get(url, 'br'))).toBe(FILES['index.html']);
    }
  });

  it('serves index.html itself uncached, as the service worker fetches it', async () => {
    const response = await get('/index.html', 'gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe(FILES['index.html']);
  });

  it('admits no analytics host in the policy without ANALYTICS_ID', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('googletagmanager');
  });

  it('keeps the service worker uncached, also in its compressed form', async () => {
    const response = await get('/sw.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe(FILES['sw.js']);
  });

  it('does not publish the compressed copies under their own names', async () => {
    const response = await get('/assets/index-abc123.js.br', 'br');
    // The SPA fallback answers, as for any unknown path: the entry page, not the brotli bytes.
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers an unknown API path with the JSON 404, not the entry page', async () => {
    const response = await get('/api/bestaat-niet', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('analytics on the public pages (ANALYTICS_ID set)', () => {
  let withAnalytics: TestApp;
  beforeAll(async () => {
    withAnalytics = await createTestApp(undefined, {
      webDist: dist,
      config: { analyticsId: 'G-TEST12345' },
    });
  });
  afterAll(() => withAnalytics.close());

  const policyOf = async (url: string) =>
    String(
      (await withAnalytics.app.inject({ method: 'GET', url })).headers['content-security-policy'],
    );

  it.each(['/', '/privacy', '/about/'])(
    'lets %s load gtag.js and report to Google Analytics',
    async (url) => {
      const policy = await policyOf(url);
      expect(policy).toContain("script-src 'self' https://*.googletagmanager.com");
      expect(policy).toContain("connect-src 'self' https://*.google-analytics.com");
      expect(policy).toContain("img-src 'self' data: https://*.google-analytics.com");
      expect(policy).toContain("default-src 'self'");
    },
  );

  it('keeps the app and its sign-in screen (staff data) and the API to their own origin', async () => {
    for (const url of ['/dashboard', '/login', '/api/health']) {
      expect(await policyOf(url)).not.toContain('google');
    }
  });
});

describe('withAnalyticsSources', () => {
  it('adds the hosts to script-src, img-src and connect-src only', () => {
    expect(
      withAnalyticsSources(
        "default-src 'self';script-src 'self';img-src 'self' data:;connect-src 'self';frame-ancestors 'none'",
      ),
    ).toBe(
      "default-src 'self';" +
        "script-src 'self' https://*.googletagmanager.com;" +
        "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com;" +
        "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;" +
        "frame-ancestors 'none'",
    );
  });
});
