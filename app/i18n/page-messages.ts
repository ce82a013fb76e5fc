/** The id of the element in which a Hindi page carries its texts (app/i18n/page-messages.server.ts, app/routes/lang-hi.tsx). */
export const PAGE_MESSAGES_ID = 'hi-messages';
