import { z } from 'zod';
import { email, optionalMobile, requiredText } from './fields.ts';

/**
 * Account calls (docs/product.md#calls) and the validation messages of docs/product.md#validation-rules-and-messages. The login and register forms
 * parse the same schemas in the browser, so a user sees the same words either way.
 */

export const PASSWORD_MIN = 8;

export const LoginRequest = z.object({
  email: email(),
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(200, 'Invalid email or password.'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const RegisterClientRequest = z.object({
  fullName: requiredText('Name', 100, { message: 'Please enter your name.' }),
  email: email(),
  // docs/product.md#validation-rules-and-messages: optional. When given, an Indian mobile number (contract/fields.ts), stored as +91 98765 43210.
  phone: optionalMobile.nullable().transform((p) => p || undefined),
  password: z
    .string({ error: 'Please enter a password.' })
    .min(1, 'Please enter a password.')
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
    .max(200, 'Password is too long (200 characters at most).'),
});
export type RegisterClientRequest = z.infer<typeof RegisterClientRequest>;

/** What the browser keeps as ys_user (docs/product.md#accounts-and-sessions). */
export const CurrentUser = z.object({
  UserId: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  Phone: z.string().nullable(),
  Role: z.enum(['Client', 'Vendor', 'Contractor', 'Admin', 'JobSeeker']),
  EmailConfirmed: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const LoginResponse = z.object({ success: z.literal(true), message: z.string(), user: CurrentUser });
export const RegisterClientResponse = z.object({ success: z.literal(true), UserId: z.number().int(), Message: z.string(), user: CurrentUser });
export const MeResponse = z.object({ success: z.literal(true), data: CurrentUser });
export const LogoutResponse = z.object({ success: z.literal(true) });

/** The token from the unlock mail (docs/decisions/019); any other shape reads as an unusable link. */
export const UnlockRequest = z.object({
  token: z.string({ error: 'This unlock link is not valid.' }).trim().min(20, 'This unlock link is not valid.').max(100, 'This unlock link is not valid.'),
});
export const UnlockResponse = z.object({ success: z.literal(true), message: z.string() });

/** `npm run admin:create`: the first administrator (same email, name and password rules as registration). */
export const CreateAdminRequest = z.object({
  email: RegisterClientRequest.shape.email,
  fullName: RegisterClientRequest.shape.fullName,
  password: RegisterClientRequest.shape.password,
});
export type CreateAdminRequest = z.infer<typeof CreateAdminRequest>;
