/**
 * True when a connection error code is a TLS or certificate failure (an untrusted or expired certificate, a
 * failed handshake): retrying cannot help, and the message should say so.
 */
export function isTlsError(code: string | undefined): boolean {
  return code !== undefined && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code);
}

/** What to do about a TLS failure, shared by every transport's error message. */
export const TLS_ADVICE =
  'the certificate is not trusted here: behind a TLS-intercepting proxy or with an internal CA, set NODE_EXTRA_CA_CERTS to the CA bundle';
