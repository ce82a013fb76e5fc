import { z } from 'zod';
import { optionalMobile, optionalPinCode, optionalText } from './fields.ts';

/** Profile, password and email verification calls (docs/product.md#client-account-area). */

/** docs/product.md#validation-rules-and-messages: no required fields. A partial update: '' clears a field, a field left out keeps its value. */
export const ProfileUpdate = z.object({
  FullName: optionalText('Full Name', 100, 'keep'),
  CompanyName: optionalText('Company Name', 150, 'keep'),
  Phone: optionalMobile,
  AddressLine1: optionalText('Address Line', 200, 'keep'),
  City: optionalText('City', 100, 'keep'),
  State: optionalText('State', 100, 'keep'),
  PinCode: optionalPinCode,
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const ClientProfile = z.object({
  UserId: z.number().int(),
  FullName: z.string(),
  Email: z.string(),
  Phone: z.string().nullable(),
  /** The number was proved with an SMS code (docs/decisions/057); a changed number is unproved again. */
  PhoneVerified: z.boolean(),
  Role: z.string(),
  EmailConfirmed: z.boolean(),
  CompanyName: z.string().nullable(),
  AddressLine1: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  PinCode: z.string().nullable(),
  ProfilePic: z.string().nullable(),
  MemberSince: z.string(),
});
export type ClientProfile = z.infer<typeof ClientProfile>;
export const ProfileResponse = z.object({ success: z.literal(true), data: ClientProfile });

/** Password change (docs/product.md#validation-rules-and-messages): all fields required ('All fields are required.'). */
export const ChangePasswordRequest = z.object({
  oldPassword: z.string({ error: 'All fields are required.' }).min(1, 'All fields are required.').max(200),
  newPassword: z
    .string({ error: 'All fields are required.' })
    .min(1, 'All fields are required.')
    .min(8, 'New password must be at least 8 characters.')
    .max(200, 'Password is too long (200 characters at most).'),
});
export const SuccessMessage = z.object({ success: z.literal(true), message: z.string() });

export const VerifyEmailRequest = z.object({ otp: z.string({ error: 'Enter OTP' }).trim().min(1, 'Enter OTP').max(12, 'Invalid OTP. Please try again.') });

/** Profile pictures: the browser sends a JPEG of at most 1 MB and 512 px (docs/product.md#client-account-area); the server re-checks. */
export const PROFILE_IMAGE_MAX_BYTES = 1024 * 1024;
