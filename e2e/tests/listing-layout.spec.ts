/**
 * Issue 11 (CLS): the server-rendered listing lays out as it will once hydrated, so nothing
 * moves at hydration. The server's markup alone (JavaScript off) is compared with the page
 * after hydration and the category filter's first measurement: no timing involved.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';

const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

/**
 * Which category control shows, and where the filters and the cards sit within the page's root
 * (without JavaScript a notice shows above it).
 */
async function layout(page: Page) {
  await expect(page.locator('.cat-listing__grid')).toBeVisible();
  const top = (await page.locator('#root').boundingBox())!.y;
  const box = async (selector: string) => {
    const { x, y, width, height } = (await page.locator(selector).boundingBox())!;
    return { x, y: y - top, width, height };
  };
  return {
    categoryControl: (await page.locator('.cat-filter--category select').isVisible()) ? 'dropdown' : 'buttons',
    filters: await box('.cat-filters'),
    cards: await box('.cat-listing__grid'),
  };
}

async function open(browser: Browser, url: string, viewport: { width: number; height: number }, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

for (const seller of ['city-museum', 'harbour-zoo']) {
  for (const viewport of VIEWPORTS) {
    test(`${seller} listing at ${viewport.width} px: laid out by the server as after hydration`, async ({ browser, stack }) => {
      const url = `${stack.url}/${seller}/events`;
      const server = await open(browser, url, viewport, false);
      const sent = await layout(server.page);
      await server.close();

      const hydrated = await open(browser, url, viewport, true);
      await waitForHydration(hydrated.page);
      await expect(hydrated.page.locator('.cat-filter--category')).not.toHaveClass(/cat-filter--undecided/);
      expect(await layout(hydrated.page)).toEqual(sent);
      await hydrated.close();
    });
  }
}
