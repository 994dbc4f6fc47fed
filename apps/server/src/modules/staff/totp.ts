import { COMPANY } from '@phonix/shared/company';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * Time-based one-time codes (RFC 6238: 6 digits, 30-second steps, SHA-1, as every authenticator app
 * expects) through otplib. A code is accepted one step either side of now (clock drift) and only for a
 * later step than the last one accepted, so a code seen over someone's shoulder cannot be used again.
 */

const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(email: string, secret: string): string {
  return generateURI({ issuer: `${COMPANY.name} console`, label: email, secret });
}

/** The otpauth URL as an SVG QR code, for the enrolment screen. */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** The accepted code's time step, or null when the code is wrong, stale or already used. */
export async function verifyTotp(
  secret: string,
  code: string,
  lastAcceptedStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastAcceptedStep === null ? {} : { afterTimeStep: lastAcceptedStep }),
    });
    // The TOTP result carries its time step (the HOTP one of the shared type does not).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed secret or code is a wrong code, never a server fault.
    return null;
  }
}
