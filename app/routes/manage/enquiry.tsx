// Placeholder (issue 5): replaced by the Enquiry screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Enquiry</h1>;
}
