import { z } from 'zod';
import * as A from './account.ts';
import * as C from './client.ts';
import * as PR from './profile.ts';
import { publicV3 } from './public-routes.ts';
import type { RouteContract } from './route-contract.ts';
import { adminRoutes } from './admin.ts';
import { contractorRoutes } from './contractor.ts';
import { requirementRoutes } from './requirements.ts';
import { savedSearchRoutes } from './saved-searches.ts';
import { EquipmentDocumentQuery, vendorRoutes } from './vendor.ts';
import { workforceRoutes } from './workforce.ts';

export type { RouteContract } from './route-contract.ts';
export { publicV3 } from './public-routes.ts';

export const account = {
  registerClient: {
    method: 'POST',
    path: '/api/account/register-client',
    summary: 'Create a client account and sign in (session cookie); Message on failure (409 for a known email)',
    tag: 'account',
    request: A.RegisterClientRequest,
    response: A.RegisterClientResponse,
  },
  login: {
    method: 'POST',
    path: '/api/account/login',
    summary:
      'Sign in with email and password: sets the HttpOnly session cookie (401 wrong; 429 with Retry-After, by default after 5 failures per email and address in 15 min, 100 per address in 15 min, or 20 per email in an hour, which mails the owner an unlock link)',
    tag: 'account',
    request: A.LoginRequest,
    response: A.LoginResponse,
  },
  me: {
    method: 'GET',
    path: '/api/account/me',
    summary: 'The signed-in user (401 without a session)',
    tag: 'account',
    response: A.MeResponse,
  },
  logout: {
    method: 'POST',
    path: '/api/account/logout',
    summary: 'End the session and clear its cookie',
    tag: 'account',
    response: A.LogoutResponse,
  },
  unlock: {
    method: 'POST',
    path: '/api/account/unlock',
    summary: 'Use the one-time link mailed when sign-in to an account is paused after many failed logins: lifts the pause (400 for a used or expired link)',
    tag: 'account',
    request: A.UnlockRequest,
    response: A.UnlockResponse,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/account/forgot-password',
    summary:
      'Mail a one-time password reset link (30 minutes) to the account with this email; the same answer whether or not one exists (429 past PASSWORD_RESET_LIMIT_PER_EMAIL_PER_HOUR or _PER_ADDRESS_PER_HOUR)',
    tag: 'account',
    request: A.ForgotPasswordRequest,
    response: A.ForgotPasswordResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/account/reset-password',
    summary:
      'Use the reset link once: sets the new password (registration rules), ends every session of the account and signs this browser in with a fresh session (400 for a used or expired link)',
    tag: 'account',
    request: A.ResetPasswordRequest,
    response: A.ResetPasswordResponse,
  },
  phoneSendOtp: {
    method: 'POST',
    path: '/api/account/phone/send-otp',
    summary:
      'Text a 6-digit code (5 minutes, 5 tries) to an Indian mobile number: signed in, to verify it as the account’s number; signed out, to sign in the account whose verified number it is (the same answer for any number). 429 past 1 a minute or PHONE_OTP_LIMIT_PER_PHONE_PER_HOUR per number, or PHONE_OTP_LIMIT_PER_ADDRESS_PER_HOUR per address',
    tag: 'account',
    request: A.PhoneSendOtpRequest,
    response: A.PhoneSendOtpResponse,
  },
  phoneVerify: {
    method: 'POST',
    path: '/api/account/phone/verify',
    summary:
      'Check the texted code: signed in, the number becomes the account’s verified number; signed out, signs in (session cookie). 400 wrong or expired code, 429 after 5 tries (counted atomically)',
    tag: 'account',
    request: A.PhoneVerifyRequest,
    response: A.PhoneVerifyResponse,
  },
} as const satisfies Record<string, RouteContract>;

export const client = {
  save: {
    method: 'POST',
    path: '/api/save',
    summary: 'Save an equipment or contractor to the wishlist (userType equipment|contractor)',
    tag: 'wishlist',
    auth: true,
    request: C.SaveRequest,
    response: C.SaveResponse,
  },
  unsave: {
    method: 'POST',
    path: '/api/unsave',
    summary: 'Remove an equipment or contractor from the wishlist',
    tag: 'wishlist',
    auth: true,
    request: C.SaveRequest,
    response: C.SaveResponse,
  },
  saveEquipment: {
    method: 'POST',
    path: '/api/client/SaveEquipment',
    summary: 'Save an equipment (older form of /api/save)',
    tag: 'wishlist',
    auth: true,
    request: C.SaveEquipmentRequest,
    response: C.SaveResponse,
  },
  wishlist: {
    method: 'GET',
    path: '/api/client/wishlist',
    summary: 'The client’s saved equipment or contractors in a period (India time), newest first',
    tag: 'wishlist',
    auth: true,
    request: C.WishlistQuery,
    response: C.WishlistResponse,
  },
  wishlistRemove: {
    method: 'POST',
    path: '/api/client/wishlist/remove',
    summary: 'Delete one of the client’s own saved items (EquipmentId or ContractorId); 404 when not saved',
    tag: 'wishlist',
    auth: true,
    request: C.WishlistRemoveRequest,
    response: C.SaveResponse,
  },
  enquirySubmit: {
    method: 'POST',
    path: '/api/enquiry/submit',
    summary: 'Send an enquiry to a vendor (equipmentId/vendorId) or a contractor (contractorId, isContractor true)',
    tag: 'enquiries',
    auth: true,
    request: C.EnquirySubmitRequest,
    response: z.object({ success: z.literal(true), message: z.string(), id: z.number().int() }),
  },
  enquiries: {
    method: 'GET',
    path: '/api/client/enquiries',
    summary: 'The client’s vendor or contractor enquiries in a period (India time), newest first',
    tag: 'enquiries',
    auth: true,
    request: C.EnquiriesQuery,
    response: C.EnquiriesResponse,
  },
  unreadReplies: {
    method: 'GET',
    path: '/api/client/unread',
    summary: 'How many of the client’s enquiries have a provider reply the client has not opened yet (Vendor, Contractor, Total)',
    tag: 'enquiries',
    auth: true,
    response: C.UnreadRepliesResponse,
  },
  enquiryThread: {
    method: 'GET',
    path: '/api/client/enquiry',
    summary: 'One of the client’s enquiries with its replies and its equipment/vendor or contractor (404 for anyone else’s)',
    tag: 'enquiries',
    auth: true,
    request: C.EnquiryIdQuery,
    response: C.EnquiryThreadResponse,
  },
  enquiryReply: {
    method: 'POST',
    path: '/api/enquiry/reply',
    summary: 'Reply in an enquiry thread (its client or its provider); answers the new reply',
    tag: 'enquiries',
    auth: true,
    request: C.EnquiryReplyRequest,
    response: C.Reply.extend({ success: z.literal(true) }),
  },
  reviewSubmit: {
    method: 'POST',
    path: '/api/review/submit',
    summary:
      'Client accounts only (403 otherwise): review a public equipment (IsContractor false) or contractor, 1–5 stars and text; writing again edits your review (shown as edited)',
    tag: 'reviews',
    auth: true,
    request: C.ReviewSubmitRequest,
    response: C.ReviewSubmitResponse,
  },
  equipmentDocument: {
    method: 'GET',
    path: '/api/equipment/document',
    summary:
      'An equipment’s document (brochure, registration) as a PDF download (attachment, sandboxed): any signed-in account for a listed machine, the owner and admins also for a hidden one; 401 for guests, 404 when there is none',
    tag: 'equipment',
    auth: true,
    request: EquipmentDocumentQuery,
    response: z.any().describe('The PDF file (application/pdf)'),
  },
} as const satisfies Record<string, RouteContract>;

export const ALL_ROUTES: RouteContract[] = [...Object.values(publicV3), ...Object.values(account), ...Object.values(client)];

export const profile = {
  get: { method: 'GET', path: '/api/client/profile', summary: 'The signed-in user’s profile', tag: 'profile', auth: true, response: PR.ProfileResponse },
  update: {
    method: 'POST',
    path: '/api/client/update-profile',
    summary:
      'Update the profile: multipart/form-data FullName, CompanyName, Phone, AddressLine1, City, State, PinCode and an optional image file (JPEG/PNG/WebP, ≤ 1 MB; stored as WebP 128/256 px)',
    tag: 'profile',
    auth: true,
    request: PR.ProfileUpdate,
    response: PR.ProfileResponse.extend({ message: z.string() }),
  },
  changePassword: {
    method: 'POST',
    path: '/api/client/change-password',
    summary: 'Change the password (old one checked); other sessions end',
    tag: 'profile',
    auth: true,
    request: PR.ChangePasswordRequest,
    response: PR.SuccessMessage,
  },
  sendVerifyOtp: {
    method: 'POST',
    path: '/api/client/send-verify-otp',
    summary: 'Mail a 6-digit code (valid 10 min; one a minute, five an hour)',
    tag: 'profile',
    auth: true,
    response: PR.SuccessMessage,
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/client/verify-email',
    summary: 'Check the code (5 wrong tries per code) and mark the email verified',
    tag: 'profile',
    auth: true,
    request: PR.VerifyEmailRequest,
    response: PR.SuccessMessage,
  },
} as const satisfies Record<string, RouteContract>;

ALL_ROUTES.push(...Object.values(profile));

// Provider and admin calls (docs/product.md#provider-workspaces, docs/product.md#admin-desk), each area's table in its own file.
for (const table of [requirementRoutes, savedSearchRoutes, vendorRoutes, contractorRoutes, workforceRoutes, adminRoutes])
  ALL_ROUTES.push(...(Object.values(table) as RouteContract[]));
