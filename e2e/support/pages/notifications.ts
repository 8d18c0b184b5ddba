// The shell's toasts (spec §2 Notifications, §8 notices): a title ('Melding' by default, 'Gelukt', 'Mislukt',
// ...) and a message. Radix Toast gives the toast element no role of its own (it announces through a separate
// live region), and a modal panel hides the rest of the page from the accessibility tree, so toasts are found by
// their markup rather than by role.
import type { Locator, Page } from '@playwright/test';

export class Notifications {
  constructor(readonly page: Page) {}

  get all(): Locator {
    return this.page.locator('.toast-viewport .toast');
  }

  /** The toasts with this title and, if given, this message. */
  toast(title: string, message?: string | RegExp): Locator {
    let toast = this.all.filter({ has: this.page.locator('.toast__title').getByText(title, { exact: true }) });
    if (message !== undefined) {
      toast = toast.filter({
        has: this.page.locator('.toast__message').getByText(message, { exact: typeof message === 'string' }),
      });
    }
    return toast;
  }

  /** The toasts showing this message, whatever their title. */
  withMessage(message: string | RegExp): Locator {
    return this.all.filter({
      has: this.page.locator('.toast__message').getByText(message, { exact: typeof message === 'string' }),
    });
  }

  /**
   * Starts noting every toast the page shows from now on (one that came and went too), and answers a function
   * that waits until the page has no request under way, then gives the messages noted. A check that none came
   * is then not passed before a late toast could arrive.
   */
  async watch(): Promise<() => Promise<string[]>> {
    await this.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element && node.matches('.toast')) seen.push(node.textContent ?? '');
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    return async () => {
      await this.page.waitForLoadState('networkidle');
      return this.page.evaluate(() => [...(window as unknown as { __toastsSeen: string[] }).__toastsSeen]);
    };
  }
}
