import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

/**
 * Types the athlete's first name into the dialog's search and chooses them once the list shows that
 * search's answer (only names with it, nothing loading). The list queries 300 ms after the last key:
 * a radio clicked on the list before it is replaced under the click, and check() then reads the old,
 * unchecked one (CI saw it twice: rosters and the game sheet). A search answered from the cache
 * sends no request, so this watches the list, not the network.
 */
export async function searchAndChoose(dialog: Locator, searchLabel: string, name: string) {
  const term = name.split(' ')[0]!;
  await dialog.getByLabel(searchLabel).fill(term);
  const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  await expect
    .poll(async () => {
      const busy = await dialog.locator('[aria-busy="true"]').count();
      const labels = await dialog.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''));
      return busy === 0 && labels.length > 0 && labels.every((label) => plain(label).includes(plain(term)));
    })
    .toBe(true);
  await dialog.getByRole('radio', { name: new RegExp(name) }).check();
}
