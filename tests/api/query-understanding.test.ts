import { beforeAll, describe, expect, it } from 'vitest';
import { ContractorListResponse, EquipmentListResponse } from '../../contract/public-v3.ts';
import { WorkerListResponse } from '../../contract/workforce.ts';
import { postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor, createWorker, setCreatedAt } from '../fixtures/factories.ts';

/**
 * What people type (docs/decisions/040-query-understanding.md): trade names, Hinglish and Devanagari words,
 * rent/sale words and places inside the keyword become the machine type, contractor type, trade, location
 * and availability filters; the answer says what was understood; unknown words find nothing, not everything.
 */
const EQ = '/api/public/v3/equipments';
const CO = '/api/public/v3/contractors';
const WO = '/api/public/v3/workers';
const app = useTestApp();
const ids: Record<string, number> = {};

const eqNames = (b: { Data: { Name: string }[] }) => b.Data.map((e) => e.Name);

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db);
  const rows: [string, Partial<Parameters<typeof createEquipment>[2]>][] = [
    ['bhPune', { name: 'JCB 3DX Backhoe Loader', brand: 'JCB', city: 'Pune', state: 'Maharashtra', isAvailableForRent: true }],
    ['bhNagpurSale', { name: 'JCB 3DX Plus Backhoe Loader', brand: 'JCB', city: 'Nagpur', state: 'Maharashtra', isAvailableForRent: false, isAvailableForSale: true }],
    [
      'hammerPune',
      { name: 'JCB HB20 Hydraulic Hammer', brand: 'JCB', category: 'miscellaneous-equipment', city: 'Pune', state: 'Maharashtra', description: 'Breaker for JCB backhoe loaders.' },
    ],
    [
      'exMumbai',
      { name: 'Tata Hitachi EX 210 Excavator', brand: 'Tata Hitachi', city: 'Mumbai', state: 'Maharashtra', description: 'Poclain with a backhoe-sized bucket option.' },
    ],
    ['teleCrane', { name: 'Escorts TRX 1840 Telescopic Crane', brand: 'Escorts', category: 'lifting-equipment', city: 'Mumbai', state: 'Maharashtra' }],
    ['towerCrane', { name: 'Potain MC 85 Tower Crane', brand: 'Potain', category: 'lifting-equipment', city: 'Surat', state: 'Gujarat' }],
    ['genPune', { name: 'Kirloskar 125 kVA Generator', brand: 'Kirloskar', category: 'miscellaneous-equipment', city: 'Pune', state: 'Maharashtra' }],
    ['genDelhi', { name: 'Cummins 250 kVA Generator', brand: 'Cummins', category: 'miscellaneous-equipment', city: 'Delhi', state: 'Delhi' }],
    [
      'mixer',
      { name: 'Ajax 10/7 Concrete Mixer', brand: 'Ajax', category: 'concrete-equipment', city: 'Surat', state: 'Gujarat', description: 'Diesel mixer machine, किराये के लिए उपलब्ध।' },
    ],
    ['transit', { name: 'Schwing Stetter Transit Mixer', brand: 'Schwing Stetter', category: 'concrete-equipment', city: 'Pune', state: 'Maharashtra' }],
  ];
  const start = Date.UTC(2026, 0, 1);
  for (const [i, [key, o]] of rows.entries()) {
    const e = await createEquipment(db, v.id, { category: 'earth-moving-equipment', isAvailableForRent: true, ...o });
    ids[key] = e.id;
    // Later rows are newer: the hammer and the excavator are newer than the backhoe loaders.
    await setCreatedAt(db, 'equipment', e.id, new Date(start + i * 86_400_000));
  }
  for (const [key, o] of [
    ['elec', { companyName: 'Reddy Electricals LLP', contractorTypes: ['Electrical Contractor'], city: 'Hyderabad', state: 'Telangana', workLocations: ['Hyderabad'] }],
    ['plumb', { companyName: 'Sharma Sanitary Works', contractorTypes: ['Plumbing Contractor'], city: 'Pune', state: 'Maharashtra', workLocations: ['Pune'] }],
    ['civil', { companyName: 'Patil Constructions', contractorTypes: ['Civil Contractor'], city: 'Pune', state: 'Maharashtra', workLocations: ['Pune'] }],
  ] as const)
    ids[key] = (await createContractor(db, { ...o, contractorTypes: [...o.contractorTypes], workLocations: [...o.workLocations] })).id;
  for (const [key, o] of [
    ['mason', { name: 'Ramesh Yadav', trade: 'Mason', category: 'skilled', city: 'Pune', state: 'Maharashtra' }],
    ['labour', { name: 'Suresh Kumar', trade: 'Labourer', category: 'unskilled', city: 'Pune', state: 'Maharashtra' }],
    ['helper', { name: 'Dinesh Pawar', trade: 'Site Helper', category: 'general', city: 'Pune', state: 'Maharashtra' }],
    ['electrician', { name: 'Imran Shaikh', trade: 'Electrician', category: 'technician', city: 'Mumbai', state: 'Maharashtra' }],
  ] as const)
    ids[key] = (await createWorker(db, o)).id;
});

async function equipments(body: Record<string, unknown>) {
  const r = await postJson(app(), EQ, body);
  expect(r.status, JSON.stringify(body)).toBe(200);
  return EquipmentListResponse.parse(r.body);
}

describe('equipment: what the keyword says becomes filters', () => {
  it('"jcb kiraye par" lists backhoe loaders on rent, not JCB hammers, and says so', async () => {
    const r = await equipments({ Keyword: 'jcb kiraye par' });
    expect(r.Data.map((e) => e.Id)).toEqual([ids.bhPune]);
    expect(r.TotalRecords).toBe(1);
    expect(r.Understood).toEqual({ Keyword: '', MachineTypes: ['backhoe-loader'], Availability: 'rent' });
  });

  it('"jcb on rent pune": the backhoe loader first, though a JCB hammer in Pune is newer', async () => {
    const r = await equipments({ Keyword: 'jcb on rent pune' });
    expect(r.Data[0]!.Id).toBe(ids.bhPune);
    expect(r.Data.map((e) => e.Id)).not.toContain(ids.hammerPune);
    expect(r.Understood).toEqual({ Keyword: '', MachineTypes: ['backhoe-loader'], Locations: ['Pune region'], Availability: 'rent' });
  });

  it('Devanagari: "जेसीबी" lists backhoe loaders, "क्रेन" cranes of every kind', async () => {
    const jcb = await equipments({ Keyword: 'जेसीबी' });
    expect(eqNames(jcb).sort()).toEqual(['JCB 3DX Backhoe Loader', 'JCB 3DX Plus Backhoe Loader']);
    const crane = await equipments({ Keyword: 'क्रेन' });
    expect(crane.Data.map((e) => e.Id).sort()).toEqual([ids.teleCrane, ids.towerCrane].sort());
    expect(crane.TotalRecords).toBe(2);
  });

  it('"mixer machine" is the concrete mixer; "transit mixer" the truck', async () => {
    expect(eqNames(await equipments({ Keyword: 'mixer machine' }))).toEqual(['Ajax 10/7 Concrete Mixer']);
    expect(eqNames(await equipments({ Keyword: 'transit mixer' }))).toEqual(['Schwing Stetter Transit Mixer']);
  });

  it('"generator pune": the generators of Pune only', async () => {
    const r = await equipments({ Keyword: 'generator pune' });
    expect(r.Data.map((e) => e.Id)).toEqual([ids.genPune]);
    expect(r.Understood).toMatchObject({ MachineTypes: ['generator'], Locations: ['Pune region'] });
  });

  it('"poclain" lists excavators first, not backhoe loaders', async () => {
    const r = await equipments({ Keyword: 'poclain' });
    expect(r.Data[0]!.Id).toBe(ids.exMumbai);
    expect(r.Data.every((e) => e.Name.includes('Excavator'))).toBe(true);
  });

  it('rent/sale words: "jcb for sale" / "जेसीबी बिक्री" list the one for sale', async () => {
    for (const Keyword of ['jcb for sale', 'जेसीबी बिक्री'])
      expect(
        (await equipments({ Keyword })).Data.map((e) => e.Id),
        Keyword,
      ).toEqual([ids.bhNagpurSale]);
  });

  it('"purani jcb" is a backhoe loader for sale; "mitti khodne ki machine" the diggers, not the hammer', async () => {
    const old = await equipments({ Keyword: 'purani jcb' });
    expect(old.Data.map((e) => e.Id)).toEqual([ids.bhNagpurSale]);
    expect(old.Understood).toEqual({ Keyword: '', MachineTypes: ['backhoe-loader'], Availability: 'sale' });
    const dig = await equipments({ Keyword: 'mitti khodne ki machine' });
    expect(dig.Data.map((e) => e.Id).sort()).toEqual([ids.bhPune, ids.bhNagpurSale, ids.exMumbai].sort());
    expect(dig.Understood).toEqual({ Keyword: '', MachineTypes: ['excavator', 'backhoe-loader'] });
  });

  it('an explicit filter wins over the keyword', async () => {
    // A chosen location replaces the place word; a chosen availability the rent word.
    expect((await equipments({ Keyword: 'generator pune', Location: ['Delhi'] })).Data.map((e) => e.Id)).toEqual([ids.genDelhi]);
    expect((await equipments({ Keyword: 'jcb kiraye par', AvailableForSale: true })).Data.map((e) => e.Id)).toEqual([ids.bhNagpurSale]);
    // A chosen category the machine type cannot be in: 'jcb' is searched as the brand within it.
    expect((await equipments({ Keyword: 'jcb', Category: 'miscellaneous-equipment' })).Data.map((e) => e.Id)).toEqual([ids.hammerPune]);
  });

  it('orders by relevance while free text is left, latest when every word became a filter', async () => {
    // Every word understood: newest first.
    const both = await equipments({ Keyword: 'jcb' });
    expect(both.Data.map((e) => e.Id)).toEqual([ids.bhNagpurSale, ids.bhPune]);
    // 'jcb excavator': the brand is text, ranked inside the excavators.
    const r = await equipments({ Keyword: 'tata excavator' });
    expect(r.Understood).toEqual({ Keyword: 'tata', MachineTypes: ['excavator'] });
    expect(r.Data.map((e) => e.Id)).toEqual([ids.exMumbai]);
  });

  it('an unknown word finds nothing, in any script; a Devanagari word in a listing finds it', async () => {
    for (const Keyword of ['गुलाबजामुन', 'zzqqxx', 'जेसीबी गुलाबजामुन']) {
      const r = await equipments({ Keyword });
      expect(r.TotalRecords, Keyword).toBe(0);
      expect(r.Data).toEqual([]);
    }
    const r = await equipments({ Keyword: 'उपलब्ध' });
    expect(r.Data.map((e) => e.Id)).toEqual([ids.mixer]);
    expect(r.TotalRecords).toBe(1);
    expect(r.Understood).toEqual({ Keyword: 'उपलब्ध' });
  });

  it('leaves Understood out without a keyword', async () => {
    expect((await equipments({})).Understood).toBeUndefined();
  });
});

describe('contractors and workers: contractor words and trades', () => {
  it('"बिजली ठेकेदार" and "bijli thekedar" list electrical contractors; "plumber" plumbing ones', async () => {
    for (const Keyword of ['बिजली ठेकेदार', 'bijli thekedar', 'electrician']) {
      const r = await postJson(app(), CO, { Keyword });
      expect(r.status).toBe(200);
      const b = ContractorListResponse.parse(r.body);
      expect(
        b.Data.map((c) => c.Id),
        Keyword,
      ).toEqual([ids.elec]);
      expect(b.Understood, Keyword).toEqual({ Keyword: '', ContractorTypes: ['Electrical Contractor'] });
    }
    const p = ContractorListResponse.parse((await postJson(app(), CO, { Keyword: 'plumber pune' })).body);
    expect(p.Data.map((c) => c.Id)).toEqual([ids.plumb]);
    expect(p.Understood).toEqual({ Keyword: '', ContractorTypes: ['Plumbing Contractor'], Locations: ['Pune region'] });
    // Misspelt as a phrase: 'civil contracter'.
    expect(ContractorListResponse.parse((await postJson(app(), CO, { Keyword: 'civil contracter' })).body).Data.map((c) => c.Id)).toEqual([ids.civil]);
    expect((await postJson(app(), CO, { Keyword: 'ठेकेदार गुलाबजामुन' })).body.TotalRecords).toBe(0);
  });

  it('"मिस्त्री" lists masons, "majdoor" labourers (not site helpers), "bijli mistri" electricians, with the trades understood', async () => {
    const m = WorkerListResponse.parse((await postJson(app(), WO, { Keyword: 'मिस्त्री' })).body);
    expect(m.Data.map((w) => w.Id)).toEqual([ids.mason]);
    expect(m.Understood).toEqual({ Keyword: '', Trades: ['Mason'] });
    const l = WorkerListResponse.parse((await postJson(app(), WO, { Keyword: 'majdoor chahiye pune' })).body);
    expect(l.Data.map((w) => w.Id)).toEqual([ids.labour]);
    expect(l.Understood?.Locations).toEqual(['Pune region']);
    for (const Keyword of ['बिजली मिस्त्री', 'bijli mistri'])
      expect(
        WorkerListResponse.parse((await postJson(app(), WO, { Keyword })).body).Data.map((w) => w.Id),
        Keyword,
      ).toEqual([ids.electrician]);
    expect(WorkerListResponse.parse((await postJson(app(), WO, { Keyword: 'helper pune' })).body).Data.map((w) => w.Id)).toEqual([ids.helper]);
    expect((await postJson(app(), WO, { Keyword: 'गुलाबजामुन' })).body.TotalRecords).toBe(0);
  });
});

describe('any keyword: results or an empty list, never an error', () => {
  it('answers 200 to keywords of any length, script and mix', async () => {
    const samples = [
      '',
      ' ',
      '😀🚜',
      'जेसीबी 🚜 kiraye',
      "'; DROP TABLE equipment; --",
      "') | (x",
      '(a|b)&!c:*',
      'a:* & !b',
      '\\',
      '%_%',
      'ﷺ',
      'x'.repeat(200),
      'पोकलेन '.repeat(40),
      'ज़ेसीबी\u200dकिराये',
      '日本語 クレーン',
      'кран',
      'رافعة',
    ];
    for (let i = 0; i < 40; i++) samples.push(Array.from({ length: 1 + ((i * 13) % 60) }, (_, j) => String.fromCodePoint(((i * 7919 + j * 104_729) % 0xd7ff) + 1)).join(''));
    for (const Keyword of samples)
      for (const url of [EQ, CO, WO]) {
        const r = await postJson(app(), url, { Keyword });
        expect(r.status, `${url} ${JSON.stringify(Keyword)}`).toBe(200);
      }
  });
});
