/**
 * React's API served by Preact (docs/decisions/063-preact.md): every import of React or React DOM — ours, React
 * Router's, Radix's, Lingui's, sonner's — resolves to `preact/compat`, in the browser build, the server build and the
 * tests alike.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server(\.node)?$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The packages that render with React. The server build bundles them, so that their imports of React meet the aliases
 * above; left to Node they would load React itself.
 */
export const REACT_PACKAGES: (string | RegExp)[] = [
  'react-router',
  '@lingui/react',
  /^@radix-ui\//,
  'sonner',
  'lucide-react',
  'react-easy-crop',
  'preact',
  'preact-render-to-string',
];
