import * as z from 'zod/mini';

/**
 * The WebAuthn JSON shapes exchanged with @simplewebauthn/browser. Options pass through to the
 * browser as they are (loose); responses are checked for their envelope here and verified
 * cryptographically on the server.
 */
const base64url = z.string().check(z.maxLength(16_384), z.regex(/^[A-Za-z0-9_-]*$/));

/** PublicKeyCredentialCreationOptionsJSON (navigator.credentials.create). */
export const RegistrationOptions = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ id: z.optional(z.string()), name: z.string() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
});
export type RegistrationOptions = z.infer<typeof RegistrationOptions>;

/** PublicKeyCredentialRequestOptionsJSON (navigator.credentials.get). */
export const AuthenticationOptions = z.looseObject({ challenge: z.string(), rpId: z.optional(z.string()) });
export type AuthenticationOptions = z.infer<typeof AuthenticationOptions>;

/** RegistrationResponseJSON of startRegistration(). */
export const RegistrationResponse = z.looseObject({
  id: base64url.check(z.minLength(1)),
  rawId: base64url.check(z.minLength(1)),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.optional(z.string()),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponse>;

/** AuthenticationResponseJSON of startAuthentication(). */
export const AuthenticationResponse = z.looseObject({
  id: base64url.check(z.minLength(1)),
  rawId: base64url.check(z.minLength(1)),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: z.optional(base64url),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.optional(z.string()),
});
export type AuthenticationResponse = z.infer<typeof AuthenticationResponse>;
