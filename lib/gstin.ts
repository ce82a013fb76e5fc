/**
 * GSTIN: 15 characters = 2-digit state code + PAN (5 letters, 4 digits, 1 letter) + entity
 * number (1-9, A-Z) + 'Z' + check character (mod-36 checksum over the first 14).
 */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const VALID_STATE_CODES = new Set([...Object.values(GST_STATE_CODES), '97', '99']);

export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = CHARS.indexOf(first14[i]!);
    const product = v * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Undefined when valid, otherwise what is wrong (for a form message). */
export function gstinProblem(value: string): string | undefined {
  const g = value.trim().toUpperCase();
  if (g.length !== 15) return 'GSTIN must be 15 characters.';
  if (!GSTIN_PATTERN.test(g)) return 'GSTIN must be a state code, a PAN, an entity number, Z and a check character.';
  if (!VALID_STATE_CODES.has(g.slice(0, 2))) return 'GSTIN starts with an unknown state code.';
  if (gstinCheckChar(g.slice(0, 14)) !== g[14]) return 'GSTIN check character does not match.';
  return undefined;
}

/**
 * "GST verified" (docs/decisions/058-earned-trust.md): the GSTIN is well formed with a valid check
 * character AND its state code is the provider's state. Computed from what the provider typed, never set by hand.
 */
export function gstVerified(gstin: string | null | undefined, state: string | null | undefined): boolean {
  if (!gstin || !state) return false;
  const g = gstin.trim().toUpperCase();
  if (gstinProblem(g) !== undefined) return false;
  return GST_STATE_CODES[state.trim()] === g.slice(0, 2);
}
