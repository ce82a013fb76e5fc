import type { Page } from '@playwright/test';

/** Starts counting the app-wide login-prompt events (client-side navigations keep the window and the counter). */
export const countLoginPrompts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __loginAsked?: number };
    if (w.__loginAsked === undefined) window.addEventListener('open-login', () => (w.__loginAsked! += 1));
    w.__loginAsked = 0;
  });

export const loginPromptsSince = (page: Page) => page.evaluate(() => (window as unknown as { __loginAsked: number }).__loginAsked);
