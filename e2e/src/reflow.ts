import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Reflow (WCAG 2.2, 1.4.4 and 1.4.10): a page fits its window without sideways scrolling
 * whatever font the device has and at twice the text size. The app ships its own font
 * (docs/decisions/017-a-font-of-our-own.md); these variants stand for a device where it did
 * not load or where the reader enlarged the text. The fonts come from npm, not from the
 * machine, so every machine measures the same.
 */
export type ReflowVariant = 'eigen lettertype' | 'DejaVu Sans' | 'Liberation Sans' | 'tekst 200%';

export const REFLOW_VARIANTS: readonly ReflowVariant[] = [
  'eigen lettertype',
  'DejaVu Sans',
  'Liberation Sans',
  'tekst 200%',
];

/** The narrowest phone WCAG reflows to, and a common phone. */
export const PHONE_WIDTHS = [320, 390] as const;

const require = createRequire(import.meta.url);
const FONT_PREFIX = '/__reflow-font/';

/**
 * DejaVu Sans is what a Debian machine without other fonts draws; Arimo has the metrics of
 * Liberation Sans (and Arial), so it stands for those.
 */
const FONT_FILES: Record<string, string> = {
  'dejavu-400': '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2',
  'dejavu-700': '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2',
  'arimo-400': '@fontsource/arimo/files/arimo-latin-400-normal.woff2',
  'arimo-700': '@fontsource/arimo/files/arimo-latin-700-normal.woff2',
};

/** Serves the variants' font files to the pages of `context`, from this origin. */
export async function serveReflowFonts(context: BrowserContext): Promise<void> {
  await context.route(`**${FONT_PREFIX}*`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(FONT_PREFIX.length);
    const file = FONT_FILES[name];
    if (!file) return route.fulfill({ status: 404 });
    return route.fulfill({
      status: 200,
      contentType: 'font/woff2',
      body: readFileSync(require.resolve(file)),
    });
  });
}

function fontFaces(family: string, file: string): string {
  return [400, 700]
    .map(
      (weight) =>
        `@font-face{font-family:"${family}";font-weight:${weight};src:url("${FONT_PREFIX}${file}-${weight}") format("woff2")}`,
    )
    .join('');
}

/** Every element in one font, the icon fonts and inputs included: the widest case. */
function allIn(family: string): string {
  return `*,*::before,*::after{font-family:"${family}",sans-serif !important}`;
}

const VARIANT_CSS: Record<ReflowVariant, string> = {
  'eigen lettertype': '',
  'DejaVu Sans': fontFaces('Reflow DejaVu', 'dejavu') + allIn('Reflow DejaVu'),
  'Liberation Sans': fontFaces('Reflow Arimo', 'arimo') + allIn('Reflow Arimo'),
  // What a browser's text size setting does: the root size doubles, and with it every size in rem.
  'tekst 200%': 'html{font-size:200% !important}',
};

/** An element that sticks out of the window, as a person would find it. */
export interface Overflowing {
  element: string;
  right: number;
}

/**
 * The elements whose right edge lies beyond the window, outside any region that scrolls (or
 * clips) sideways on its own: those make the whole page scroll. Only the outermost of a
 * nested run is named.
 */
function overflowingElements(
  page: Page,
  width: number,
): Promise<{ overflow: number; elements: Overflowing[] }> {
  return page.evaluate((width) => {
    const root = document.documentElement;
    const clips = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip';
    };
    const contained = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body && p !== root; p = p.parentElement) {
        if (clips(p)) return true;
      }
      return false;
    };
    const describe = (el: Element): string => {
      const text = el instanceof HTMLElement ? el.innerText : (el.textContent ?? '');
      const label = el.getAttribute('aria-label') ?? text.trim().replace(/\s+/g, ' ');
      const classes = Array.from(el.classList).slice(0, 2).join('.');
      return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${label.slice(0, 50)}"`;
    };
    const elements: { element: string; right: number }[] = [];
    const named = new Set<Element>();
    const consider = (el: Element, right: number) => {
      if (right <= width + 0.5 || contained(el)) return;
      for (let p: Element | null = el; p; p = p.parentElement) if (named.has(p)) return;
      named.add(el);
      elements.push({ element: describe(el), right: Math.round(right) });
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width > 0) consider(el, rect.right);
    }
    // A word longer than its box sticks out of it while the box itself fits: name the box.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.parentElement || !(node.textContent ?? '').trim()) continue;
      range.selectNodeContents(node);
      consider(node.parentElement, range.getBoundingClientRect().right);
    }
    return { overflow: root.scrollWidth - width, elements: elements.slice(0, 5) };
  }, width);
}

/**
 * Measures the open page in each variant at the current window size. Answers one line per
 * variant that scrolls sideways, naming what sticks out; an empty list is a pass. With
 * REFLOW_SCREENSHOTS set to a folder, each variant is photographed there, whole page.
 */
export async function reflowFailures(
  page: Page,
  where: string,
  variants: readonly ReflowVariant[] = REFLOW_VARIANTS,
): Promise<string[]> {
  const failures: string[] = [];
  for (const variant of variants) {
    const css = VARIANT_CSS[variant];
    const style = css ? await page.addStyleTag({ content: css }) : null;
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    // The phone's width, not the page's: a mobile browser widens its layout to fit a page that
    // is too wide, and the page would then seem to fit.
    const width = page.viewportSize()?.width ?? 0;
    const { overflow, elements } = await overflowingElements(page, width);
    const shots = process.env.REFLOW_SCREENSHOTS;
    if (shots) {
      const name = `${where}-${width}-${variant}`.replace(/[^\w-]+/g, '_');
      await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
    }
    if (overflow > 0) {
      failures.push(
        `${where} @ ${width} px, ${variant}: ${overflow} px te breed — ${elements
          .map((e) => `${e.element} tot ${e.right}`)
          .join('; ')}`,
      );
    }
    await style?.evaluate((el) => el.parentNode?.removeChild(el));
  }
  return failures;
}
