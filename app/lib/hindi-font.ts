import type { LinkDescriptor } from 'react-router';
import href from '../fonts/noto-sans-devanagari-wght.woff2?url';

/**
 * The Devanagari face of the Hindi pages (docs/decisions/049-devanagari-font.md), preloaded so that it
 * arrives with the stylesheet instead of after it (a unicode-range face is otherwise only asked for once
 * the page is laid out). The same hashed file app/app.css points to: Vite names both by the content.
 * Only on Hindi pages: English pages never need it.
 */
export const hindiFontPreload: LinkDescriptor = { rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' };
