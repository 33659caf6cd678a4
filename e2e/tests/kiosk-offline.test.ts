import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { connectBrowser, launchBrowser, openDevice } from '../src/browser';
import { expect } from '../src/expect';
import { callApi } from '../src/page-api';
import { horizontalOverflow, seriousViolations } from '../src/page-checks';
import { screenshot } from '../src/screenshot';
import { signIn, waitForPath } from '../src/sign-in';
import { storySteps } from '../src/story';

/**
 * The tablet on the bar counter loses its Wi-Fi (docs/offline-kiosk.md): three employees of
 * Demo Horeca Centrum clock anyway. The file's own tenant has no other taps of theirs.
 */
const TAPPERS = [
  { firstName: 'Fatima', phoneNumber: '0631704962' },
  { firstName: 'Noor', phoneNumber: '0646031298' },
  { firstName: 'Julia', phoneNumber: '0617429356' },
] as const;

const STORED = 'Opgeslagen — wordt verzonden zodra er weer verbinding is';

interface KeptTap {
  idempotencyKey: string;
  phoneNumber: string;
  tappedAt: string;
}

interface TimeRecord {
  recordId: number;
  employee: { firstName: string };
  clockInTime: string;
  clockOutTime: string | null;
  source: string;
}

let browser: Browser;
let kiosk: BrowserContext;
let page: Page;
let manager: BrowserContext;
let managerPage: Page;
/** What the tablet sent to POST /api/time/clock and what came back, in order. */
const sent: Array<{ body: KeptTap; status: number; answer: Record<string, unknown> }> = [];

beforeAll(async () => {
  browser = await connectBrowser();
  // http://127.0.0.1 is a secure context: the service worker registers as over HTTPS.
  kiosk = await openDevice(browser, {
    serviceWorkers: 'allow',
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
  });
  page = await kiosk.newPage();
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/time/clock') return;
    // In the order of the answers; the body is read after.
    const entry = {
      body: response.request().postDataJSON(),
      status: response.status(),
      answer: {},
    };
    sent.push(entry);
    entry.answer = await response.json();
  });
  manager = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
  managerPage = await manager.newPage();
});
afterAll(() => browser.close());

const keypad = () => page.getByRole('group', { name: 'Toetsenblok' });
const outcome = () => page.locator('[role="status"][aria-live="polite"]');
const counter = () => page.getByText(/ wacht(en)? op verzending$/);

async function tapNumber(digits: string): Promise<void> {
  for (const digit of digits) {
    await keypad().getByRole('button', { name: digit, exact: true }).tap();
  }
  await page.getByRole('button', { name: 'Verzend' }).tap();
}

/** The taps waiting in the tablet's IndexedDB, oldest first, as the page keeps them. */
function keptTaps(p: Page = page): Promise<KeptTap[]> {
  return p.evaluate(
    () =>
      new Promise<KeptTap[]>((resolve, reject) => {
        const opening = indexedDB.open('klokwerk-kiosk');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const all = database.transaction('taps').objectStore('taps').index('by-owner').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            database.close();
            resolve(all.result as KeptTap[]);
          };
        };
      }),
  );
}

/** The company's registrations as a manager sees them through the API. */
async function registrations(): Promise<TimeRecord[]> {
  const answer = await callApi<TimeRecord[]>(managerPage, 'GET', '/time/company/{companyId}');
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The registrations a tap at `tappedAt` made: it opened one then, or closed one then. */
function madeAt(records: TimeRecord[], tappedAt: string): TimeRecord[] {
  const at = Date.parse(tappedAt);
  return records.filter(
    (r) =>
      Date.parse(r.clockInTime) === at ||
      (r.clockOutTime !== null && Date.parse(r.clockOutTime) === at),
  );
}

// A story: the taps the tablet keeps offline in one step are sent, counted and replayed in
// the next ones.
describe.sequential('de kiosk op de bar verliest zijn wifi', () => {
  storySteps();
  let kept: KeptTap[] = [];
  let before: TimeRecord[] = [];

  it('staat na het inloggen klaar, met de app in de cache van de service worker', async () => {
    await signIn(page, 'kiosk');
    await waitForPath(page, '/clockin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inklokken/uitklokken' }),
    ).toBeVisible();
    // The worker is active once it has cached the app: a reload offline is answered by it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await signIn(managerPage, 'eigenaar');
    await waitForPath(managerPage, '/dashboard');
    before = await registrations();
  });

  it('bewaart zonder verbinding drie tikken en telt ze', async () => {
    await kiosk.setOffline(true);
    await expect(page.getByText('Geen verbinding', { exact: true })).toBeVisible();
    for (const [index, { phoneNumber }] of TAPPERS.entries()) {
      await tapNumber(phoneNumber);
      await expect(
        page.getByText(
          index === 0 ? '1 tik wacht op verzending' : `${index + 1} tikken wachten op verzending`,
        ),
      ).toBeVisible();
      const text = (await outcome().innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(STORED);
      expect(text).toMatch(/Je tik van \d\d:\d\d is op dit apparaat bewaard/);
    }
    kept = await keptTaps();
    expect(kept.map((t) => t.phoneNumber)).toEqual(TAPPERS.map((t) => t.phoneNumber));
    expect(new Set(kept.map((t) => t.idempotencyKey)).size).toBe(3);
    expect(sent).toEqual([]);
    await screenshot(page, 'kiosk-offline-tablet.png');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opent na herladen zonder verbinding weer het klokscherm, met de drie wachtende tikken', async () => {
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inklokken/uitklokken' }),
    ).toBeVisible();
    await expect(counter().filter({ hasText: '3 tikken wachten op verzending' })).toBeVisible();
    await expect(page.getByText('Geen verbinding', { exact: true })).toBeVisible();
    expect(await keptTaps()).toEqual(kept);

    await page.setViewportSize({ width: 360, height: 740 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'kiosk-offline-phone.png', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 768, height: 1024 });
  });

  it('verstuurt ze als de verbinding terug is, op volgorde, en de teller gaat naar 0', async () => {
    await kiosk.setOffline(false);
    await expect(counter()).toBeHidden({ timeout: 20_000 });
    await expect(page.getByText('Geen verbinding', { exact: true })).toBeHidden();
    expect(await keptTaps()).toEqual([]);
    await expect.poll(() => sent.length).toBe(3);
    expect(sent.map((s) => s.body)).toEqual(
      kept.map(({ phoneNumber, tappedAt, idempotencyKey }) => ({
        phoneNumber,
        tappedAt,
        idempotencyKey,
      })),
    );
    expect(sent.map((s) => s.status)).toEqual([200, 200, 200]);
  });

  it('de eigenaar ziet precies drie registraties, op de momenten van de tikken', async () => {
    const after = await registrations();
    for (const [index, tap] of kept.entries()) {
      const made = madeAt(after, tap.tappedAt);
      expect(made).toHaveLength(1);
      expect(made[0]?.employee.firstName).toBe(TAPPERS[index]?.firstName);
      expect(made[0]?.source).toBe('kiosk');
      expect(madeAt(before, tap.tappedAt)).toEqual([]);
    }
    // Nobody else's registrations changed.
    const changed = after.filter(
      (r) => !before.some((b) => JSON.stringify(b) === JSON.stringify(r)),
    );
    expect(new Set(changed.map((r) => r.employee.firstName))).toEqual(
      new Set(TAPPERS.map((t) => t.firstName)),
    );
  });

  it('dezelfde tikken nog eens (dezelfde sleutels) geven hetzelfde antwoord en maken niets nieuws', async () => {
    const once = await registrations();
    for (const [index, tap] of kept.entries()) {
      const { idempotencyKey, phoneNumber, tappedAt } = tap;
      const replay = await callApi<Record<string, unknown>>(page, 'POST', '/time/clock', {
        phoneNumber,
        tappedAt,
        idempotencyKey,
      });
      expect(replay.status).toBe(200);
      expect(replay.replayed).toBe('true');
      expect(replay.body).toEqual(sent[index]?.answer);
    }
    expect(await registrations()).toEqual(once);
  });
});

/**
 * The same tablet on the restaurant's own network, http://kassa.lan: no secure context, so no
 * crypto.randomUUID and no Web Locks (lan-kiosk.test.ts). A tap is kept all the same; a number
 * that turns out to be unknown is shown to the staff when it is sent, and leaves the queue.
 */
describe('de kiosk over gewoon HTTP op het restaurantnetwerk', () => {
  const HOST = 'kassa.lan';
  let lanBrowser: Browser;
  let lan: BrowserContext;
  let lanPage: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    const { port } = new URL(inject('baseURL'));
    lanBrowser = await launchBrowser([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
    lan = await openDevice(lanBrowser, {
      baseURL: `http://${HOST}:${port}`,
      viewport: { width: 768, height: 1024 },
      hasTouch: true,
    });
    lanPage = await lan.newPage();
    lanPage.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(() => lanBrowser.close());

  it('bewaart offline een tik met een eigen sleutel, en meldt een onbekend nummer als hij verzonden is', async () => {
    await signIn(lanPage, 'kiosk');
    await waitForPath(lanPage, '/clockin');
    expect(await lanPage.evaluate(() => window.isSecureContext)).toBe(false);
    await lan.setOffline(true);
    const pad = lanPage.getByRole('group', { name: 'Toetsenblok' });
    for (const digit of '0699999999') {
      await pad.getByRole('button', { name: digit, exact: true }).tap();
    }
    await lanPage.getByRole('button', { name: 'Verzend' }).tap();
    await expect(lanPage.getByText('1 tik wacht op verzending')).toBeVisible();
    const status = lanPage.locator('[role="status"][aria-live="polite"]');
    await expect(status).toContainText(STORED);
    const waiting = await keptTaps(lanPage);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);

    await lan.setOffline(false);
    await expect(
      lanPage.getByText(/^Opgeslagen tik van \d\d:\d\d \(0699999999\) is niet verwerkt$/),
    ).toBeVisible({ timeout: 20_000 });
    await expect(status).toContainText('Dit telefoonnummer is niet bekend bij dit bedrijf.');
    await expect(lanPage.getByText(/ wacht(en)? op verzending$/)).toBeHidden();
    expect(errors).toEqual([]);
  });
});
