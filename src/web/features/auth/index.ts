/** Signing in and resetting a password, for the public pages (landing, invitation). */
export { LoginDialog, PasswordResetDialog } from './lazy-dialogs';
