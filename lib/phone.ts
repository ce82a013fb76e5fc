/**
 * Indian phone numbers, one rule for the forms, the API (contract/fields.ts) and the links on the
 * pages: a mobile number is 10 digits starting 6-9, written with or without +91, 0091, 91 or 0 in
 * front, and with spaces, dashes or brackets anywhere. WhatsApp and tel: links use country code 91.
 */

/** The 10 digits of an Indian mobile number however it is written; null when it is not one. */
export function indianMobileDigits(value: string): string | null {
  const digits = value.replace(/[\s()-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** '+91 98765 43210', '098765 43210', '9876543210' → '+91 98765 43210' (how every number is stored). Null when not an Indian mobile. */
export function normaliseMobile(value: string): string | null {
  const d = indianMobileDigits(value);
  return d && `+91 ${d.slice(0, 5)} ${d.slice(5)}`;
}

/**
 * The 10 national digits of a number already stored (any of the ways above, or a landline such
 * as '020 2612 3456' written before numbers were checked); null when it is not 10 digits.
 */
function nationalDigits(phone: string): string | null {
  const d = phone.replace(/\D/g, '').replace(/^(0091|91|0)(?=\d{10}$)/, '');
  return d.length === 10 ? d : null;
}

/** tel: link with the country code 91; a number that is not 10 national digits is dialled as written. */
export function telUrl(phone: string): string {
  const d = nationalDigits(phone);
  return d ? `tel:+91${d}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp chat link with the country code 91 (https://wa.me/91XXXXXXXXXX); undefined when the number is not 10 national digits. */
export function whatsappUrl(phone: string | null | undefined): string | undefined {
  const d = phone ? nationalDigits(phone) : null;
  return d ? `https://wa.me/91${d}` : undefined;
}
