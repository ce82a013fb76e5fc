import { z } from 'zod';
import { email, mobile, optionalMobile, requiredText } from './fields.ts';

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

/** "Forgot password?" (docs/decisions/057): the same answer whether or not the email has an account. */
export const ForgotPasswordRequest = z.object({ email: email() });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;
export const ForgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** A link past its 30 minutes, used already, or made up (core/account/password-reset.ts). */
export const RESET_LINK_USED = 'This password reset link has expired or has already been used. Please ask for a new one.';
export const RESET_LINK_INVALID = 'This password reset link is not valid. Open the link from the mail again.';
/** The token from the reset mail and the new password (the registration rules). */
export const ResetPasswordRequest = z.object({
  token: z.string({ error: RESET_LINK_INVALID }).trim().min(20, RESET_LINK_INVALID).max(100, RESET_LINK_INVALID),
  password: RegisterClientRequest.shape.password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
/** The password is changed, every session of the account ended, and this browser signed in afresh. */
export const ResetPasswordResponse = z.object({ success: z.literal(true), message: z.string(), user: CurrentUser });

/** A 6-digit SMS code as typed (spaces allowed); anything else reads as a wrong code. */
export const OTP_MISSING = 'Please enter the 6-digit code.';
const smsCode = z
  .string({ error: OTP_MISSING })
  .max(20, 'The code has 6 digits.')
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, OTP_MISSING)
      .regex(/^\d{6}$/, 'The code has 6 digits.'),
  );

/** Phone sign-in and verification (docs/decisions/057): an Indian mobile number, as everywhere. */
export const PhoneSendOtpRequest = z.object({ phone: mobile });
export type PhoneSendOtpRequest = z.infer<typeof PhoneSendOtpRequest>;
export const PhoneSendOtpResponse = z.object({ success: z.literal(true), message: z.string(), alreadyVerified: z.boolean() });
export const PhoneVerifyRequest = z.object({ phone: PhoneSendOtpRequest.shape.phone, otp: smsCode });
export type PhoneVerifyRequest = z.infer<typeof PhoneVerifyRequest>;
/** `signedIn`: a guest's code signed them in (session cookie set); otherwise the signed-in account's number is now verified. */
export const PhoneVerifyResponse = z.object({ success: z.literal(true), message: z.string(), signedIn: z.boolean(), user: CurrentUser });

/** `npm run admin:create`: the first administrator (same email, name and password rules as registration). */
export const CreateAdminRequest = z.object({
  email: RegisterClientRequest.shape.email,
  fullName: RegisterClientRequest.shape.fullName,
  password: RegisterClientRequest.shape.password,
});
export type CreateAdminRequest = z.infer<typeof CreateAdminRequest>;
