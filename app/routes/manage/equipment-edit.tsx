// Placeholder (issue 5): replaced by the Equipment editor screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Equipment editor</h1>;
}
