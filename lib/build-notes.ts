/**
 * The notes the browser build writes beside `build/client` for the server to read: which message ids each chunk
 * uses (scripts/vite-lingui-macro.ts → app/i18n/page-messages.server.ts) and which chunks await the contractor
 * types' Hindi names (scripts/vite-hindi-names.ts → app/i18n/hindi-names.server.ts, scripts/first-load-js.ts).
 */
export const BUILD_NOTES = { messageIds: 'message-ids.json', hindiNamesChunks: 'hindi-names-chunks.json' } as const;
