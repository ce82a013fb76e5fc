// Placeholder (issue 5): replaced by the Manage Projects screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Manage Projects</h1>;
}
