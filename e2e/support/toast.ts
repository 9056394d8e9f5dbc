import type { Page } from 'playwright-core';

/**
 * A toast on screen, found by its title. The title alone is not enough: the toaster also repeats
 * the whole toast in an aria-live region for screen readers, and a bare getByText would find both.
 */
export const visibleToast = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
