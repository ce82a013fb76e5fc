import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TOKEN_TTL_MS, signDeviceToken, verifyDeviceToken } from '../../../core/auth/device-token.ts';
import type { Config } from '../../config.ts';
import { readCookie, replaceCookie, secureFlag } from '../../plugins/session.ts';

/**
 * The device cookie (docs/decisions/019): sent only to the login call (Path) and only from our own
 * pages (SameSite=Strict); it names no session and survives logout, like "remember this device".
 */
export const DEVICE_COOKIE = 'bm_device';
const PATH = '/api/account/login';

/** The nonce of this browser's device token when it is genuine and was issued for `email`. */
export function trustedDevice(req: FastifyRequest, config: Config, email: string, now: Date): string | undefined {
  return verifyDeviceToken(config.sessionSecret, readCookie(req, DEVICE_COOKIE), email, now);
}

export function setDeviceCookie(reply: FastifyReply, config: Config, email: string, now: Date) {
  const token = signDeviceToken(config.sessionSecret, email, now);
  replaceCookie(reply, DEVICE_COOKIE, `${DEVICE_COOKIE}=${token}; Path=${PATH}; HttpOnly; SameSite=Strict; Max-Age=${Math.floor(DEVICE_TOKEN_TTL_MS / 1000)}${secureFlag(config)}`);
}
