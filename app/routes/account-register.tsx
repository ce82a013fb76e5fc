// Placeholder (issue 5): replaced by the Register screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Register</h1>;
}
