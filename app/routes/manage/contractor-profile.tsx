// Placeholder (issue 5): replaced by the Contractor profile screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Contractor profile</h1>;
}
