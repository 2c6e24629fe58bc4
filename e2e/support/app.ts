import { expect, type Page } from '@playwright/test';

/** Opens a path and waits until the app (and its sandbox worker) has rendered the shell. */
export async function openApp(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}
