import { z } from 'zod';

/**
 * Account calls (docs/product.md#calls) and the validation messages of docs/product.md#validation-rules-and-messages. The login and register forms
 * parse the same schemas in the browser, so a user sees the same words either way.
 */
const email = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(254, message).pipe(z.email(message)).transform((s) => s.toLowerCase());

export const PASSWORD_MIN = 8;

export const LoginRequest = z.object({
  email: email('Please enter a valid email address.'),
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(200, 'Invalid email or password.'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const RegisterClientRequest = z.object({
  fullName: z.string({ error: 'Please enter your name.' }).trim().min(1, 'Please enter your name.').max(100, 'Name is too long (100 characters at most).'),
  email: email('Please enter a valid email address.'),
  phone: z
    .string()
    .trim()
    .max(20, 'Please enter a valid phone number.')
    .regex(/^[+\d][\d\s-]*$/, 'Please enter a valid phone number.')
    .optional()
    .or(z.literal('').transform(() => undefined))
    .nullable(),
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
