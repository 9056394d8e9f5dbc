import { lazy } from 'react';

/*
 * Signing in and resetting a password, for the public pages (landing, invitation). The forms (zod,
 * react-hook-form) load when a dialog first opens, inside a Suspense: the landing page stays within
 * its size budget (bench/web-budget.json).
 */
export const LoginDialog = lazy(() => import('./components/login-dialog').then((m) => ({ default: m.LoginDialog })));
export const PasswordResetDialog = lazy(() => import('./components/password-reset-dialog').then((m) => ({ default: m.PasswordResetDialog })));
