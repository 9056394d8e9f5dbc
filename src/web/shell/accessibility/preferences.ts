/**
 * Accessibility preferences (spec 1 §3, §4, §8): pure logic, no DOM. Stored locally under
 * 'accessibility-preferences' and applied as classes on the root element.
 */

export const PREFERENCES_STORAGE_KEY = 'accessibility-preferences';

/** The floating button's name and its dialog's title. */
export const ACCESSIBILITY_TITLE = 'Configurações de Acessibilidade';

export const fontSizes = ['small', 'medium', 'large', 'extra-large'] as const;
export type FontSize = (typeof fontSizes)[number];

export const fontSizeLabels: Record<FontSize, string> = {
  small: 'Pequeno (Padrão)',
  medium: 'Médio',
  large: 'Grande',
  'extra-large': 'Extra Grande',
};

/** How an announcement names each size: 'Tamanho da fonte alterado para médio'. */
const fontSizeSpoken: Record<FontSize, string> = {
  small: 'pequeno',
  medium: 'médio',
  large: 'grande',
  'extra-large': 'extra grande',
};

export interface AccessibilityPreferences {
  highContrast: boolean;
  fontSize: FontSize;
  reduceMotion: boolean;
  screenReaderMode: boolean;
  announcements: boolean;
}

export const DEFAULT_PREFERENCES: Readonly<AccessibilityPreferences> = Object.freeze({
  highContrast: false,
  fontSize: 'small',
  reduceMotion: false,
  screenReaderMode: false,
  announcements: true,
});

export const PARSE_ERROR_MESSAGE = 'Failed to parse accessibility preferences';

/** What the operating system asks for (prefers-reduced-motion, prefers-contrast: more). */
export interface SystemPreferences {
  prefersReducedMotion: boolean;
  prefersHighContrast: boolean;
}

const isFontSize = (value: unknown): value is FontSize => fontSizes.includes(value as FontSize);

/**
 * Reads saved preferences. null when nothing is saved. Unreadable JSON logs PARSE_ERROR_MESSAGE and
 * gives the defaults; fields of the wrong type keep their default.
 */
export function parsePreferences(
  raw: string | null,
  logError: (message: string, error: unknown) => void = console.error,
): AccessibilityPreferences | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    logError(PARSE_ERROR_MESSAGE, error);
    return { ...DEFAULT_PREFERENCES };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    logError(PARSE_ERROR_MESSAGE, new TypeError('not an object'));
    return { ...DEFAULT_PREFERENCES };
  }
  const saved = parsed as Record<string, unknown>;
  const flag = (key: keyof AccessibilityPreferences) =>
    typeof saved[key] === 'boolean' ? (saved[key] as boolean) : (DEFAULT_PREFERENCES[key] as boolean);
  return {
    highContrast: flag('highContrast'),
    fontSize: isFontSize(saved.fontSize) ? saved.fontSize : DEFAULT_PREFERENCES.fontSize,
    reduceMotion: flag('reduceMotion'),
    screenReaderMode: flag('screenReaderMode'),
    announcements: flag('announcements'),
  };
}

/** First load: the saved preferences, else the defaults with what the operating system asks for. */
export function initialPreferences(
  raw: string | null,
  system: SystemPreferences,
  logError?: (message: string, error: unknown) => void,
): AccessibilityPreferences {
  const saved = parsePreferences(raw, logError);
  if (saved) return saved;
  return {
    ...DEFAULT_PREFERENCES,
    highContrast: system.prefersHighContrast || DEFAULT_PREFERENCES.highContrast,
    reduceMotion: system.prefersReducedMotion || DEFAULT_PREFERENCES.reduceMotion,
  };
}

export function serializePreferences(preferences: AccessibilityPreferences): string {
  return JSON.stringify(preferences);
}

/** Every class this module may put on the root element. */
export const ROOT_CLASSES: readonly string[] = [
  'high-contrast',
  'reduce-motion',
  'screen-reader-mode',
  ...fontSizes.map((size) => `font-${size}`),
];

/** The root classes for these preferences: high-contrast, font-{size}, reduce-motion, screen-reader-mode. */
export function rootClassNames(preferences: AccessibilityPreferences): string[] {
  const classes = [`font-${preferences.fontSize}`];
  if (preferences.highContrast) classes.push('high-contrast');
  if (preferences.reduceMotion) classes.push('reduce-motion');
  if (preferences.screenReaderMode) classes.push('screen-reader-mode');
  return classes;
}

export const GENERIC_ANNOUNCEMENT = 'Configurações de acessibilidade atualizadas';
export const RESET_ANNOUNCEMENT = 'Configurações restauradas para o padrão';

/** The Portuguese sentence announced when one preference changes to `value`. */
export function changeAnnouncement<K extends keyof AccessibilityPreferences>(key: K, value: AccessibilityPreferences[K]): string {
  switch (key) {
    case 'highContrast':
      return value ? 'Alto contraste ativado' : 'Alto contraste desativado';
    case 'fontSize':
      return `Tamanho da fonte alterado para ${fontSizeSpoken[value as FontSize]}`;
    case 'reduceMotion':
      return value ? 'Animações reduzidas' : 'Animações ativadas';
    case 'screenReaderMode':
      return value ? 'Modo leitor de tela ativado' : 'Modo leitor de tela desativado';
    default:
      return GENERIC_ANNOUNCEMENT;
  }
}
