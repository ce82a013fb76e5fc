/**
 * Characters no text field may carry (docs/decisions/020): NUL, which PostgreSQL cannot store in
 * text, and UTF-16 surrogates without their pair, which are not text at all (they would be stored
 * as U+FFFD). A request carrying one is refused with a 400 naming the field, before any schema.
 */
export const TEXT_NOT_ALLOWED = 'Text contains characters that are not allowed.';

// Without the `u` flag the regex sees UTF-16 code units, so it can spot an unpaired half.
// biome-ignore lint/suspicious/noControlCharactersInRegex: it exists to detect NUL (docs/decisions/020)
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenChars = (s: string): boolean => FORBIDDEN.test(s);

/**
 * The path ('Location.2', 'name', '' for the value itself) of the first string — object key or
 * value, at any depth — carrying a forbidden character; null when there is none. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
export function findForbiddenText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (hasForbiddenChars(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : String(i)]);
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (const [k] of entries) if (hasForbiddenChars(k)) return path; // a bad key: name its parent
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        stack.push([child, path ? `${path}.${k}` : k]);
      }
    }
  }
  return null;
}

/** The message for a field, in the same "Field: message" shape as every other 400. */
export const forbiddenTextMessage = (field: string) => (field ? `${field.slice(0, 100)}: ${TEXT_NOT_ALLOWED}` : TEXT_NOT_ALLOWED);
