import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  changeAnnouncement,
  DEFAULT_PREFERENCES,
  initialPreferences,
  PREFERENCES_STORAGE_KEY,
  RESET_ANNOUNCEMENT,
  ROOT_CLASSES,
  rootClassNames,
  serializePreferences,
  type AccessibilityPreferences,
} from './preferences';

/** Announcement text is cleared after this delay (spec 1 §9). */
const ANNOUNCEMENT_CLEAR_MS = 1000;

interface AccessibilityContextValue {
  preferences: AccessibilityPreferences;
  updatePreference: <K extends keyof AccessibilityPreferences>(key: K, value: AccessibilityPreferences[K]) => void;
  resetPreferences: () => void;
  /** Says a message through the polite live region (only when announcements are on). */
  announce: (message: string) => void;
}

const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);

function readStored(): string | null {
  try {
    return localStorage.getItem(PREFERENCES_STORAGE_KEY);
  } catch {
    return null;
  }
}

function save(preferences: AccessibilityPreferences) {
  try {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, serializePreferences(preferences));
  } catch {
    // storage unavailable: the preferences still apply to this visit
  }
}

const matches = (query: string) => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

function loadPreferences(): AccessibilityPreferences {
  return initialPreferences(readStored(), {
    prefersReducedMotion: matches('(prefers-reduced-motion: reduce)'),
    prefersHighContrast: matches('(prefers-contrast: more)'),
  });
}

export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState<AccessibilityPreferences>(loadPreferences);
  const [message, setMessage] = useState('');
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announcementsOn = useRef(preferences.announcements);

  useLayoutEffect(() => {
    announcementsOn.current = preferences.announcements;
    const root = document.documentElement;
    root.classList.remove(...ROOT_CLASSES);
    root.classList.add(...rootClassNames(preferences));
  }, [preferences]);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const say = useCallback((text: string) => {
    clearTimeout(clearTimer.current);
    setMessage(text);
    clearTimer.current = setTimeout(() => setMessage(''), ANNOUNCEMENT_CLEAR_MS);
  }, []);

  const announce = useCallback(
    (text: string) => {
      if (announcementsOn.current) say(text);
    },
    [say],
  );

  const updatePreference = useCallback<AccessibilityContextValue['updatePreference']>(
    (key, value) => {
      setPreferences((current) => {
        const next = { ...current, [key]: value };
        save(next);
        return next;
      });
      if (key === 'announcements' ? value === true : announcementsOn.current) say(changeAnnouncement(key, value));
    },
    [say],
  );

  const resetPreferences = useCallback(() => {
    const next = { ...DEFAULT_PREFERENCES };
    setPreferences(next);
    save(next);
    if (next.announcements) say(RESET_ANNOUNCEMENT);
  }, [say]);

  const value = useMemo(
    () => ({ preferences, updatePreference, resetPreferences, announce }),
    [preferences, updatePreference, resetPreferences, announce],
  );

  return (
    <AccessibilityContext.Provider value={value}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="accessibility-announcer">
        {message}
      </div>
    </AccessibilityContext.Provider>
  );
}

export function useAccessibility(): AccessibilityContextValue {
  const context = useContext(AccessibilityContext);
  if (!context) throw new Error('useAccessibility must be used within <AccessibilityProvider>');
  return context;
}
