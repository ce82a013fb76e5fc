import { describe, expect, it } from 'vitest';
import { inPageLanguage } from './server-message.ts';

/** The forms' field errors in the page's language (docs/decisions/051). */
describe('inPageLanguage', () => {
  it('leaves a message exactly as it is on an English page', async () => {
    expect(await inPageLanguage('Please choose the machine type.', 'en')).toBe('Please choose the machine type.');
  });

  it('reads a schema’s English sentence in Hindi on a Hindi page, values kept', async () => {
    expect(await inPageLanguage('Please choose the machine type.', 'hi')).toBe('कृपया मशीन का प्रकार चुनें।');
    expect(await inPageLanguage('Name is too long (120 characters at most).', 'hi')).toBe('नाम बहुत लंबा है (अधिकतम 120 अक्षर)।');
  });

  it('leaves a sentence the server already wrote in Hindi, or one the table lacks, as it is', async () => {
    expect(await inPageLanguage('ईमेल या पासवर्ड गलत है।', 'hi')).toBe('ईमेल या पासवर्ड गलत है।');
    expect(await inPageLanguage('Something only this form says.', 'hi')).toBe('Something only this form says.');
  });
});
