// Placeholder (issue 5): replaced by the Vendor profile screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Vendor profile</h1>;
}
