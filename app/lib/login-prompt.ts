/** Opens the login prompt through the app-wide event (spec §2: modals are opened by app-wide events). */
export const OPEN_LOGIN_EVENT = 'open-login';
export const askToLogin = () => window.dispatchEvent(new CustomEvent(OPEN_LOGIN_EVENT));
