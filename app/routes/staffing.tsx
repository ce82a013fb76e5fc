// Placeholder (issue 5): replaced by the Workforce screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Workforce</h1>;
}
