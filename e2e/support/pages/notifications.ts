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
}
