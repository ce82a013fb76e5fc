// Placeholder (issue 5): replaced by the My Listing screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">My Listing</h1>;
}
