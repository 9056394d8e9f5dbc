import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its lookup tables on its first call: ~25 ms, four times that on a phone.
 * main.tsx calls this while the first screen's code downloads, so that screen's first render,
 * which cannot be interrupted there, does not pay for it.
 */
export function prepareClassMerge() {
  twMerge('p-0');
}
