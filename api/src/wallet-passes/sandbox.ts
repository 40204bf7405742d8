/**
 * Sandbox signing material for an unconfigured wallet outside production: a throwaway
 * certificate authority standing in for Apple's WWDR, a Pass Type ID certificate it issued,
 * and an RSA key standing in for a Google service account. Real wallets refuse these passes;
 * the API's own flow (precheck, download, save link) works end to end.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { DEFAULT_GOOGLE_CLASS_SUFFIX, type AppleWalletConfig, type GoogleWalletConfig } from './config';

export const SANDBOX_PASS_TYPE_IDENTIFIER = 'pass.dev.storefront.sandbox';
export const SANDBOX_TEAM_IDENTIFIER = 'SANDBOX000';
export const SANDBOX_GOOGLE_ISSUER_ID = '3388000000000000000';
export const SANDBOX_GOOGLE_SERVICE_ACCOUNT = 'wallet-sandbox@storefront.invalid';

function rsaKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

function certificate(subject: string, subjectPublicKey: string, issuer: string, issuerPrivateKey: string, isCa: boolean): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(subjectPublicKey);
  // A positive serial: the first byte's high bit clear.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer([{ name: 'commonName', value: issuer }]);
  cert.setExtensions([{ name: 'basicConstraints', cA: isCa }]);
  cert.sign(forge.pki.privateKeyFromPem(issuerPrivateKey), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** A fresh self-signed Apple chain: its WWDR stand-in and the signer it issued. */
export function createSandboxAppleConfig(): AppleWalletConfig {
  const authority = rsaKeyPair();
  const signer = rsaKeyPair();
  const authorityName = 'Storefront Sandbox WWDR';
  return {
    passTypeIdentifier: SANDBOX_PASS_TYPE_IDENTIFIER,
    teamIdentifier: SANDBOX_TEAM_IDENTIFIER,
    wwdr: certificate(authorityName, authority.publicKey, authorityName, authority.privateKey, true),
    signerCert: certificate(`Pass Type ID: ${SANDBOX_PASS_TYPE_IDENTIFIER}`, signer.publicKey, authorityName, authority.privateKey, false),
    signerKey: signer.privateKey,
  };
}

/** A fresh Google stand-in: a service account name and an RSA key (with its public half, for checks). */
export function createSandboxGoogleConfig(): GoogleWalletConfig & { publicKey: string } {
  const key = rsaKeyPair();
  return {
    issuerId: SANDBOX_GOOGLE_ISSUER_ID,
    serviceAccountEmail: SANDBOX_GOOGLE_SERVICE_ACCOUNT,
    privateKey: key.privateKey,
    publicKey: key.publicKey,
    classSuffix: DEFAULT_GOOGLE_CLASS_SUFFIX,
  };
}

let sandboxApple: AppleWalletConfig | undefined;
let sandboxGoogle: GoogleWalletConfig | undefined;

/** The process's sandbox material, made on first use (not at every app start: tests build many apps). */
export const sandboxAppleConfig = (): AppleWalletConfig => (sandboxApple ??= createSandboxAppleConfig());
export const sandboxGoogleConfig = (): GoogleWalletConfig => (sandboxGoogle ??= createSandboxGoogleConfig());
