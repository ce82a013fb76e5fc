import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';

export type MailLang = 'en' | 'hi';

/**
 * Remembers the language of the page a user just acted from (docs/decisions/051): registering,
 * logging in, sending an enquiry or asking for a verification code from a Hindi page makes their mail
 * Hindi, from an English page English. A caller that said no language (an API client) changes nothing.
 */
export async function rememberLanguage(ctx: Ctx, userId: number): Promise<void> {
  const lang = ctx.lang;
  if (!lang) return;
  await ctx.db
    .update(users)
    .set({ lang })
    .where(and(eq(users.id, userId), ne(users.lang, lang)));
}

/** The language mail to this user is written in. */
export async function languageOf(ctx: Ctx, userId: number | null | undefined): Promise<MailLang> {
  if (!userId) return 'en';
  const [row] = await ctx.db.select({ lang: users.lang }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.lang ?? 'en';
}

/** A site path in the mail's language: Hindi pages live under /hi (docs/decisions/048). */
export const pathInLanguage = (path: string, lang: MailLang) => (lang === 'hi' ? `/hi${path}` : path);
