import { listEquipment } from '../../core/equipment/list-equipment.ts';
import { EquipmentListRequest } from '../../contract/public-v3.ts';
import type { Route } from './+types/home';

export function meta() {
  return [
    { title: 'BuildMart — construction equipment, contractors and workforce across India' },
    { name: 'description', content: 'Rent or buy construction equipment, find contractors and construction workforce in 300+ Indian cities.' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const latest = await listEquipment(context.ctx, EquipmentListRequest.parse({ PageSize: 6 }));
  return { latest: latest.data.map((e) => ({ id: e.Id, name: e.Name, url: e.Url, location: e.Location })), total: latest.total, supportPhone: context.config.supportPhone };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Construction Equipment</h1>
      <p>Rent Smart » Build Strong</p>
      <p>{loaderData.total.toLocaleString('en-IN')} machines listed</p>
      <ul>
        {loaderData.latest.map((e) => (
          <li key={e.id}>
            <a href={e.url}>{e.name}</a> — {e.location}
          </li>
        ))}
      </ul>
      <p>Support: {loaderData.supportPhone}</p>
    </main>
  );
}
