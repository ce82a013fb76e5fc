import { describe, expect, it } from 'vitest';
import { HINDI_LABELS, HINDI_MESSAGES, HINDI_PATTERNS } from '../../data/server-messages-hi.ts';
import { compilePattern, inLanguage, toHindi } from '../../lib/server-message-hi.ts';
import { schemaMessages, sourceSentences } from './server-message-sources.ts';

/**
 * What the server says, in Hindi (docs/decisions/051): every sentence the source can refuse with has
 * Hindi, and the Hindi keeps the English's values. A new message without Hindi fails here.
 */

/** Successes: the site words its own toasts, so these are never shown and stay English (see the decision). */
const NOT_REFUSALS = new Set([
  'Login successful!',
  'Registration successful!',
  'Sign-in is unlocked. You can log in now.',
  'If an account uses this email, we have sent it a link to reset the password. The link works once, for 30 minutes.',
  'Your password has been changed. You are logged in.',
  'This number is already verified.',
  'We have sent a 6-digit code to {}. It is valid for 5 minutes.',
  'If this number is verified on a BuildMart account, we have sent it a 6-digit code. It is valid for 5 minutes.',
  'Your phone number has been verified.',
  'Enquiry submitted successfully!',
  'Thanks for your review!',
  'Updated Successfully!',
  'Password updated!',
  'OTP sent to your registered email.',
  'Your email has been verified!',
  'Profile saved. It is pending review and hidden from the public site until an admin approves it.',
  'Profile saved.',
  'Project updated.',
  'Project added.',
  'Project deleted.',
  'Marked as {}.',
  'Message sent successfully!',
  'Listing updated. It is pending review.',
  'Listing created. It is pending review.',
  'Listing paused.',
  'Listing resumed.',
  'Listing deleted.',
  'Profile updated.',
  'Saved! Your listing will appear in Workforce once an admin approves it.',
  'Your listing is hidden.',
  'Your listing is visible again.',
  '{} saved successfully.',
  '{} removed from saved list.',
  'Your requirement was sent to {} {}.',
  'Quote accepted. The provider has your contact details.',
  'Requirement withdrawn.',
  'Quote sent.',
  // The management site's answer to a provider publishing a review answer (an English-only screen).
  'Answer published.',
  'Search saved. We will email you new matches once a day.',
  'This search is already saved.',
  'Saved search updated.',
  'Saved search deleted.',
  'You will no longer get emails for this saved search.',
  // The saved-search mail: its Hindi is written beside it (core/saved-search/send-alerts.ts).
  'And {} more.',
]);

/** Latin words a Hindi sentence may keep: acronyms, file types, the API's own field names and values, examples. */
const LATIN_ALLOWED =
  /^(OTP|PIN|GSTIN|PAN|PDF|JPEG|PNG|WebP|MB|JSON|Content-Type|application|json|multipart|form-data|www|example|in|Z|Id|EquipmentId|ContractorId|isContractor|Hidden|true|false|token|sessionId|userType|type|equipment|contractor|vendor|dateFilter|thismonth|lastmonth|last3months|status|all|new|in_progress|closed|latest|oldest|nameasc|namedesc|relevance|distance|priceasc|pricedesc|MaxDailyRate|general|skilled|unskilled|technician|individual|agency|Near|RadiusKm|SortBy|latitude|longitude|BuildMart)$/;
const englishLeft = (hindi: string) => (hindi.match(/[A-Za-z][A-Za-z0-9_-]*/g) ?? []).filter((w) => !LATIN_ALLOWED.test(w));

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Hindi table of server messages', () => {
  const fromSchemas = [...schemaMessages()];
  const fromSource = [...sourceSentences().entries()].filter(([s]) => !NOT_REFUSALS.has(s));

  it('gathers the messages from the contract and the source (the gatherer itself works)', () => {
    expect(fromSchemas).toContain('Please choose the machine type.');
    expect(fromSchemas).toContain('Company name is too long (150 characters at most).');
    expect(fromSource.map(([s]) => s)).toContain('Invalid email or password.');
    expect(fromSource.map(([s]) => s)).toContain('Too many failed login attempts. Please wait {} and try again.');
    expect(fromSchemas.length).toBeGreaterThan(100);
    expect(fromSource.length).toBeGreaterThan(100);
  });

  it('has Hindi, with no English word left, for every message a contract schema can answer', () => {
    const missing = fromSchemas.filter((m) => toHindi(m) === m);
    expect(missing, 'messages without Hindi: add them to data/server-messages-hi.ts').toEqual([]);
    const halfEnglish = fromSchemas.map((m) => [m, toHindi(m), englishLeft(toHindi(m))] as const).filter(([, , left]) => left.length > 0);
    expect(halfEnglish, 'a label or word left in English: add it to HINDI_LABELS').toEqual([]);
  });

  it('has Hindi for every sentence the source can refuse with (templates through a pattern)', () => {
    // A pattern's '[one|many]' read as its first word, so a template's holes can stand for values and words alike.
    const english = [...Object.keys(HINDI_MESSAGES), ...HINDI_PATTERNS.map(([en]) => en.replace(/\[([^|\]]+)[^\]]*\]/g, '$1'))];
    const uncovered = fromSource.filter(([template]) => {
      if (!template.includes('{}')) return toHindi(template) === template;
      const re = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\}/g, '(.*?)')}$`, 's');
      return !english.some((e) => re.test(e));
    });
    expect(
      uncovered.map(([s, file]) => `${file}: ${s}`),
      'sentences without Hindi: add them to data/server-messages-hi.ts (or to NOT_REFUSALS if a visitor never reads them)',
    ).toEqual([]);
  });

  it('keeps every pattern’s placeholders in its Hindi, and every Hindi is Devanagari', () => {
    for (const [en, hi] of HINDI_PATTERNS) expect(placeholders(hi), en).toEqual(placeholders(en));
    for (const [en, hi] of Object.entries(HINDI_MESSAGES)) {
      expect(hi, en).toMatch(/[\u0900-\u097F]/);
      expect(placeholders(hi), en).toEqual(placeholders(en));
    }
    for (const [en, hi] of Object.entries(HINDI_LABELS)) expect(hi, en).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it('has no stale entry: every exact sentence is one the server can still say', () => {
    const said = new Set([...fromSchemas, ...fromSource.map(([s]) => s)]);
    const stale = Object.keys(HINDI_MESSAGES).filter((m) => !said.has(m));
    expect(stale).toEqual([]);
  });
});

describe('toHindi and inLanguage', () => {
  it('leaves English exactly as it is, and a sentence the table lacks unchanged in Hindi', () => {
    expect(inLanguage('Please choose the machine type.', 'en')).toBe('Please choose the machine type.');
    expect(inLanguage('Name is too long (120 characters at most).', 'en')).toBe('Name is too long (120 characters at most).');
    expect(toHindi('Invalid input: expected string, received undefined')).toBe('Invalid input: expected string, received undefined');
  });

  it('answers the exact Hindi sentence', () => {
    expect(inLanguage('Please choose the machine type.', 'hi')).toBe('कृपया मशीन का प्रकार चुनें।');
  });

  it('fills a pattern with the English sentence’s values, labels in Hindi', () => {
    expect(toHindi('Name is too long (120 characters at most).')).toBe('नाम बहुत लंबा है (अधिकतम 120 अक्षर)।');
    expect(toHindi('Please enter your trade, e.g. Mason or Electrician (at least 2 characters).')).toBe('कृपया अपना काम लिखें, जैसे राजमिस्त्री या इलेक्ट्रीशियन (कम से कम 2 अक्षर)।');
    expect(toHindi('Too many failed login attempts. Please wait 1 minute and try again.')).toBe('बहुत बार गलत लॉग इन की कोशिश हुई। कृपया 1 मिनट रुककर फिर कोशिश करें।');
    expect(toHindi('Too many failed login attempts. Please wait 15 minutes and try again.')).toBe('बहुत बार गलत लॉग इन की कोशिश हुई। कृपया 15 मिनट रुककर फिर कोशिश करें।');
    expect(toHindi("We do not know the city 'Atlantis'.")).toBe("हम 'Atlantis' शहर को नहीं जानते।");
  });

  it('keeps an API field’s name in front of its message', () => {
    expect(toHindi('fullName: Please enter your name.')).toBe('fullName: कृपया अपना नाम लिखें।');
    expect(toHindi('Id: is required')).toBe('Id: ज़रूरी है');
  });

  it('compiles a pattern with alternatives', () => {
    const { re, names } = compilePattern('Send at most {n} [file|files].');
    expect(names).toEqual(['n']);
    expect(re.exec('Send at most 1 file.')?.[1]).toBe('1');
    expect(re.exec('Send at most 3 files.')?.[1]).toBe('3');
    expect(re.test('Send at most 3 pictures.')).toBe(false);
  });
});
