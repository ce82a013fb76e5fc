// Placeholder (issue 5): replaced by the Admin Desk screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Admin Desk</h1>;
}
