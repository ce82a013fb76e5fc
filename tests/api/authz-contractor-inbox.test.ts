import { beforeAll, describe, expect, it } from 'vitest';
import { contractorRoutes } from '../../contract/contractor.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createContractorUser, createEquipment, createLoginUser, createProject, createReview, createVendorUser } from '../fixtures/factories.ts';

/**
 * Authorisation matrix (docs/product.md#contractor-workspace, docs/product.md#provider-inbox): every contractor and provider-inbox endpoint × guest,
 * client, owner, another provider of the same role, a provider of the other role, admin. A refusal
 * is 401/403/404 JSON with a message and never data.
 */
const app = useTestApp();

type Who = 'guest' | 'client' | 'owner' | 'sameRole' | 'otherRole' | 'admin';
const cookies: Record<Exclude<Who, 'guest'>, string> = {} as never;
const vendorCookies: { owner: string; sameRole: string } = {} as never;
let ownerProjectId: number;
let ownerCompany: string;
let contractorEnquiry: number;
let vendorEnquiry: number;
let ownerReview: number;

beforeAll(async () => {
  const db = testDb();
  const owner = await createContractorUser(db, { contractor: { companyName: 'Matrix Owner Builders' } });
  ownerCompany = owner.contractor.companyName;
  const sameRole = await createContractorUser(db);
  const vendor = await createVendorUser(db);
  const otherVendor = await createVendorUser(db);
  const client = await createLoginUser(db);
  const admin = await createAdminUser(db);
  ownerProjectId = (await createProject(db, owner.contractor.id, { title: 'Matrix bridge' })).id;
  ownerReview = (await createReview(db, { userId: client.id, contractorId: owner.contractor.id, stars: 4, text: 'Matrix review' })).id;
  const login = (email: string) => loginCookie(app(), email, 'Secret@123');
  cookies.owner = await login(owner.user.email);
  cookies.sameRole = await login(sameRole.user.email);
  cookies.otherRole = await login(vendor.user.email);
  cookies.client = await login(client.email);
  cookies.admin = await login(admin.email);
  vendorCookies.owner = cookies.otherRole;
  vendorCookies.sameRole = await login(otherVendor.user.email);
  const submit = async (payload: object) =>
    (
      await app().inject({
        method: 'POST',
        url: '/api/enquiry/submit',
        headers: { cookie: cookies.client },
        payload: { name: 'C', email: 'c@example.in', subject: 'S', message: 'M', ...payload },
      })
    ).json().id as number;
  contractorEnquiry = await submit({ contractorId: owner.contractor.id, isContractor: true });
  vendorEnquiry = await submit({ equipmentId: (await createEquipment(db, vendor.vendor.id)).id });
});

async function call(cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) {
  const r = await app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}

function expectRefused(r: { status: number; body: Record<string, unknown> }, status: number, label: string) {
  expect(r.status, label).toBe(status);
  expect(Object.keys(r.body).sort(), label).toEqual(['message', 'success']);
  expect(r.body.success, label).toBe(false);
}

const validProfile = { CompanyName: 'Matrix Owner Builders', Mobile: '9876543210', State: 'Maharashtra', ContractorTypes: ['Civil Contractor'] };

type Row = { name: keyof typeof contractorRoutes; method: 'GET' | 'POST'; url: () => string; body?: (who: Who) => object; expect: Record<Who, number> };
const contractorOnly = (owner: number, sameRole = owner): Record<Who, number> => ({ guest: 401, client: 403, owner, sameRole, otherRole: 403, admin: 403 });
const inbox = (owner: number, sameRole = 404, otherRole = 404): Record<Who, number> => ({ guest: 401, client: 403, owner, sameRole, otherRole, admin: 403 });

const ROWS: Row[] = [
  { name: 'contractorProfile', method: 'GET', url: () => '/api/contractor/profile', expect: contractorOnly(200) },
  {
    name: 'contractorProfileUpdate',
    method: 'POST',
    url: () => '/api/contractor/profile',
    body: (who) => ({ ...validProfile, CompanyName: who === 'owner' ? ownerCompany : `${who} writer Infra` }),
    expect: contractorOnly(200),
  },
  { name: 'contractorProjects', method: 'GET', url: () => '/api/contractor/projects', expect: contractorOnly(200) },
  {
    name: 'contractorProjectSave',
    method: 'POST',
    url: () => '/api/contractor/project-save',
    body: () => ({ Id: ownerProjectId, Title: 'Matrix bridge' }),
    expect: contractorOnly(200, 404),
  },
  { name: 'providerInbox', method: 'GET', url: () => '/api/provider/enquiries', expect: inbox(200, 200, 200) },
  { name: 'providerInboxThread', method: 'GET', url: () => `/api/provider/enquiry-thread?id=${contractorEnquiry}`, expect: inbox(200) },
  { name: 'providerInboxReply', method: 'POST', url: () => '/api/provider/enquiry-reply', body: () => ({ EnquiryId: contractorEnquiry, Message: 'Hello' }), expect: inbox(200) },
  { name: 'providerInboxStatus', method: 'POST', url: () => '/api/provider/enquiry-status', body: () => ({ EnquiryId: contractorEnquiry, Status: 'closed' }), expect: inbox(200) },
  // Reviews of one's own listings (docs/decisions/058): everyone's own list; the answer only by the owner, once.
  { name: 'providerReviews', method: 'GET', url: () => '/api/provider/reviews', expect: inbox(200, 200, 200) },
  {
    name: 'providerReviewAnswer',
    method: 'POST',
    url: () => '/api/provider/review-answer',
    body: () => ({ ReviewId: ownerReview, Text: 'Thank you.' }),
    expect: inbox(200, 403, 403),
  },
  // Delete last: the owner's call removes the project.
  { name: 'contractorProjectDelete', method: 'POST', url: () => '/api/contractor/project-delete', body: () => ({ Id: ownerProjectId }), expect: contractorOnly(200, 404) },
];

const ORDER: Who[] = ['guest', 'client', 'admin', 'otherRole', 'sameRole', 'owner'];

describe('contractor and provider-inbox endpoints × roles', () => {
  it('covers every endpoint of the contract table', () => {
    expect(ROWS.map((r) => r.name).sort()).toEqual(Object.keys(contractorRoutes).sort());
  });

  for (const row of ROWS) {
    it(`${row.name}: ${ORDER.map((w) => `${w} ${row.expect[w]}`).join(', ')}`, async () => {
      for (const who of ORDER) {
        const r = await call(who === 'guest' ? undefined : cookies[who], row.method, row.url(), row.body?.(who));
        const label = `${row.name} as ${who}`;
        if (row.expect[who] >= 400) {
          expectRefused(r, row.expect[who], label);
          continue;
        }
        expect(r.status, label).toBe(200);
        // Allowed callers other than the owner only ever see their own rows.
        if (who !== 'owner') {
          const text = JSON.stringify(r.body);
          expect(text, label).not.toContain(ownerCompany);
          expect(text, label).not.toContain('Matrix bridge');
          expect(text, label).not.toContain(`"Id":${contractorEnquiry},`);
        }
      }
    });
  }

  it('a vendor’s enquiry: its vendor 200, another vendor and a contractor 404, client and admin 403', async () => {
    const who: [string | undefined, number][] = [
      [undefined, 401],
      [cookies.client, 403],
      [cookies.admin, 403],
      [cookies.owner, 404],
      [vendorCookies.sameRole, 404],
      [vendorCookies.owner, 200],
    ];
    for (const [cookie, status] of who) {
      const t = await call(cookie, 'GET', `/api/provider/enquiry-thread?id=${vendorEnquiry}`);
      const rp = await call(cookie, 'POST', '/api/provider/enquiry-reply', { EnquiryId: vendorEnquiry, Message: 'Hi' });
      const st = await call(cookie, 'POST', '/api/provider/enquiry-status', { EnquiryId: vendorEnquiry, Status: 'closed' });
      for (const r of [t, rp, st]) {
        if (status >= 400) expectRefused(r, status, `vendor enquiry ${status}`);
        else expect(r.status).toBe(200);
      }
    }
    // The other vendor's inbox does not list it.
    const list = await call(vendorCookies.sameRole, 'GET', '/api/provider/enquiries');
    expect(list.body.data).toEqual([]);
  });

  it('an unknown enquiry or project id is 404 for the owner too', async () => {
    expectRefused(await call(cookies.owner, 'GET', '/api/provider/enquiry-thread?id=2147483000'), 404, 'thread');
    expectRefused(await call(cookies.owner, 'POST', '/api/contractor/project-delete', { Id: 2147483000 }), 404, 'project');
  });
});
