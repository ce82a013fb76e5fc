// Placeholder (issue 5): replaced by the Manage Equipments screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Manage Equipments</h1>;
}
