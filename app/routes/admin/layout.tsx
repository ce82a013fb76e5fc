import { Outlet } from 'react-router';

// Placeholder (issue 5): replaced by the Admin Desk frame.
export default function AdminLayout() {
  return <Outlet />;
}
