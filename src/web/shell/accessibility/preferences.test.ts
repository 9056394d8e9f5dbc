import { describe, expect, it, vi } from 'vitest';
import {
  changeAnnouncement,
  DEFAULT_PREFERENCES,
  GENERIC_ANNOUNCEMENT,
  initialPreferences,
  PARSE_ERROR_MESSAGE,
  parsePreferences,
  rootClassNames,
  ROOT_CLASSES,
  serializePreferences,
  type AccessibilityPreferences,
} from './preferences';

const noSystem = { prefersReducedMotion: false, prefersHighContrast: false };

describe('accessibility preferences', () => {
  it('defaults to high contrast off, small font, motion on, screen-reader mode off, announcements on', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      highContrast: false,
      fontSize: 'small',
      reduceMotion: false,
      screenReaderMode: false,
      announcements: true,
    });
  });

  it('reads saved preferences back', () => {
    const saved: AccessibilityPreferences = {
      highContrast: true,
      fontSize: 'large',
      reduceMotion: true,
      screenReaderMode: true,
      announcements: false,
    };
    expect(parsePreferences(serializePreferences(saved))).toEqual(saved);
  });

  it('returns null when nothing is saved', () => {
    expect(parsePreferences(null)).toBeNull();
  });

  it('logs and keeps the defaults when the saved text is unreadable', () => {
    const log = vi.fn();
    expect(parsePreferences('{not json', log)).toEqual(DEFAULT_PREFERENCES);
    expect(log).toHaveBeenCalledWith(PARSE_ERROR_MESSAGE, expect.anything());
  });

  it('logs and keeps the defaults when the saved value is not an object', () => {
    const log = vi.fn();
    expect(parsePreferences('[1,2]', log)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('null', log)).toEqual(DEFAULT_PREFERENCES);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('keeps the default for fields of the wrong type or unknown sizes', () => {
    const raw = JSON.stringify({ highContrast: 'yes', fontSize: 'huge', reduceMotion: true });
    expect(parsePreferences(raw)).toEqual({ ...DEFAULT_PREFERENCES, reduceMotion: true });
  });

  it('switches on reduced motion and high contrast when the system asks and nothing is saved', () => {
    expect(initialPreferences(null, { prefersReducedMotion: true, prefersHighContrast: true })).toEqual({
      ...DEFAULT_PREFERENCES,
      reduceMotion: true,
      highContrast: true,
    });
    expect(initialPreferences(null, noSystem)).toEqual(DEFAULT_PREFERENCES);
  });

  it('prefers what was saved over the system settings', () => {
    const raw = serializePreferences({ ...DEFAULT_PREFERENCES, fontSize: 'medium' });
    expect(initialPreferences(raw, { prefersReducedMotion: true, prefersHighContrast: true })).toEqual({
      ...DEFAULT_PREFERENCES,
      fontSize: 'medium',
    });
  });

  it('maps preferences to root classes', () => {
    expect(rootClassNames(DEFAULT_PREFERENCES)).toEqual(['font-small']);
    expect(
      rootClassNames({ highContrast: true, fontSize: 'extra-large', reduceMotion: true, screenReaderMode: true, announcements: true }).sort(),
    ).toEqual(['font-extra-large', 'high-contrast', 'reduce-motion', 'screen-reader-mode']);
    expect(ROOT_CLASSES).toEqual(
      expect.arrayContaining(['high-contrast', 'reduce-motion', 'screen-reader-mode', 'font-small', 'font-medium', 'font-large', 'font-extra-large']),
    );
  });

  it('announces each change in Portuguese', () => {
    expect(changeAnnouncement('highContrast', true)).toBe('Alto contraste ativado');
    expect(changeAnnouncement('highContrast', false)).toBe('Alto contraste desativado');
    expect(changeAnnouncement('fontSize', 'small')).toBe('Tamanho da fonte alterado para pequeno');
    expect(changeAnnouncement('fontSize', 'medium')).toBe('Tamanho da fonte alterado para médio');
    expect(changeAnnouncement('fontSize', 'large')).toBe('Tamanho da fonte alterado para grande');
    expect(changeAnnouncement('fontSize', 'extra-large')).toBe('Tamanho da fonte alterado para extra grande');
    expect(changeAnnouncement('reduceMotion', true)).toBe('Animações reduzidas');
    expect(changeAnnouncement('reduceMotion', false)).toBe('Animações ativadas');
    expect(changeAnnouncement('screenReaderMode', true)).toBe('Modo leitor de tela ativado');
    expect(changeAnnouncement('screenReaderMode', false)).toBe('Modo leitor de tela desativado');
    expect(changeAnnouncement('announcements', true)).toBe(GENERIC_ANNOUNCEMENT);
  });
});
