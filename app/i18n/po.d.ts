/** A .po catalogue imported through @lingui/vite-plugin is compiled to its messages at build time. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
