import { Outlet } from 'react-router';

// English pages load no catalogue: every English text travels with the code that shows it
// (scripts/vite-lingui-macro.ts, docs/decisions/048-hindi-site.md).
export default function EnglishPages() {
  return <Outlet />;
}
