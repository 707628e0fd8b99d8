import { z } from 'zod';
import { signedEnvelopeFields } from './seamless.ts';

/**
 * The path from the console to a provider's back office (decision 0084): the console calls the platform (operator
 * session, permission, audit); the platform calls the provider with a signed `POST` under
 * `/rgs/v1/back-office/<area>/...` — `X-Provider: PLATFORM`, HMAC-SHA256 over the raw body, like its other
 * `/rgs/v1` calls — whose body always names the merchant. A provider answers only about that merchant's data.
 */
export const backOfficePathPrefix = '/rgs/v1/back-office';

/** A merchant's code as the platform stores it. */
export const backOfficeMerchantCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** The fields every back-office request carries: the signed envelope and the merchant it is about. */
export const backOfficeEnvelopeFields = {
  ...signedEnvelopeFields,
  merchantCode: backOfficeMerchantCodeSchema,
};

/** A back-office request body: the envelope plus the call's own fields. */
export function backOfficeRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ ...backOfficeEnvelopeFields, ...shape });
}
