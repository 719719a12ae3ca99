/**
 * True when a connection error code is a TLS or certificate failure (an untrusted or expired certificate, a
 * failed handshake): retrying cannot help, and the message should say so.
 */
export function isTlsError(code: string | undefined): boolean {
  return code !== undefined && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code);
}
