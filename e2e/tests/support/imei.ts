/**
 * IMEIs for browser tests. An IMEI recorded on a completed order is refused on any later one (issue 31,
 * IMEI_ALREADY_BOUGHT), and every spec of a run shares one server, so each phone bought gets its own:
 * a test TAC, a serial from the clock and chance, and its Luhn check digit.
 */

/** The Luhn check digit of 14 digits. */
function luhnDigit(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

let counter = Math.floor(Math.random() * 1_000);

/** A valid IMEI no other test of this run used (TAC 49015420, as the textbook example). */
export function freshImei(): string {
  counter += 1;
  const serial = (Date.now() * 7 + counter * 1_009 + Math.floor(Math.random() * 997)) % 1_000_000;
  const body = `49015420${String(serial).padStart(6, '0')}`;
  return body + luhnDigit(body);
}

/** An IMEI of the given TAC (first 8 digits) and serial, with its check digit. */
export function imeiOf(tac: string, serial: number): string {
  const body = `${tac}${String(serial % 1_000_000).padStart(6, '0')}`;
  return body + luhnDigit(body);
}
