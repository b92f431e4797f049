/** The key of an agent's configuration that holds its SMS and voice number. */
export const PHONE_NUMBER_KEY = 'smsPhoneNumber';

/**
 * A phone number as people write it: an optional leading +, then 7 to 15 digits (E.164's most),
 * with spaces, dashes, dots or parentheses between them.
 */
export function isPhoneNumber(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\+?[\d\s().-]+$/.test(value)) {
    return false;
  }
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
