import { AUTH_EVENTS, emit } from './auth.ts';

/** Opens the login prompt through the app-wide event (docs/product.md#accounts-and-sessions: dialogs are opened by app-wide events). */
export const OPEN_LOGIN_EVENT = AUTH_EVENTS.openLogin;
export const askToLogin = () => emit(OPEN_LOGIN_EVENT);
