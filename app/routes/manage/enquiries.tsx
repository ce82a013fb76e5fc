// Placeholder (issue 5): replaced by the Enquiries screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Enquiries</h1>;
}
