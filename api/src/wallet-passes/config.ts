/**
 * Wallet pass configuration (spec 02 §7 "Wallet passes at ticket/{id}/gwpass and pkpass"):
 * Apple's pass type and signing certificates, Google's issuer and service account. Each key
 * or certificate variable holds PEM text or the path of a PEM file. A wallet left unconfigured
 * is sandbox-signed outside production (so the flow works locally and in e2e) and offered
 * nowhere in production.
 */
import { readFileSync } from 'node:fs';

export interface AppleWalletConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** PEM of the Pass Type ID certificate and of its private key. */
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  /** PEM of Apple's WWDR intermediate certificate. */
  wwdr: string;
}

export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  /** PEM (PKCS#8) of the service account's RSA private key. */
  privateKey: string;
  /** Event classes are `{issuerId}.{classSuffix}_{event id}`. */
  classSuffix: string;
}

export interface WalletPassesOptions {
  apple?: AppleWalletConfig;
  google?: GoogleWalletConfig;
  /** Sign an unconfigured wallet's passes with a throwaway sandbox key (false in production). */
  sandboxWhenUnconfigured: boolean;
}

export const DEFAULT_GOOGLE_CLASS_SUFFIX = 'event_ticket';

const APPLE_VARIABLES = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_SIGNER_CERT',
  'APPLE_WALLET_SIGNER_KEY',
  'APPLE_WALLET_WWDR_CERT',
] as const;
const GOOGLE_VARIABLES = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL', 'GOOGLE_WALLET_PRIVATE_KEY'] as const;

/** PEM text as given, or read from the file the variable names. */
function pemFromEnv(env: NodeJS.ProcessEnv, name: string): string {
  const value = (env[name] ?? '').trim();
  if (value.startsWith('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new Error(`${name} must be PEM text or the path of a readable PEM file`);
  }
}

/** All of a wallet's variables or none: a half configuration stops the start-up. */
function allOrNone(env: NodeJS.ProcessEnv, names: readonly string[], wallet: string): boolean {
  const set = names.filter((name) => env[name]);
  if (set.length === 0) return false;
  if (set.length < names.length) {
    throw new Error(`${wallet} needs ${names.join(', ')}; missing ${names.filter((n) => !env[n]).join(', ')}`);
  }
  return true;
}

/**
 * The wallet settings from the environment: APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID,
 * APPLE_WALLET_SIGNER_CERT, APPLE_WALLET_SIGNER_KEY, APPLE_WALLET_SIGNER_KEY_PASSPHRASE
 * (optional), APPLE_WALLET_WWDR_CERT; GOOGLE_WALLET_ISSUER_ID,
 * GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY, GOOGLE_WALLET_CLASS_SUFFIX
 * (optional). NODE_ENV=production turns the sandbox off.
 */
export function walletPassesOptionsFromEnv(env: NodeJS.ProcessEnv): WalletPassesOptions {
  const options: WalletPassesOptions = { sandboxWhenUnconfigured: env.NODE_ENV !== 'production' };
  if (allOrNone(env, APPLE_VARIABLES, 'Apple Wallet')) {
    options.apple = {
      passTypeIdentifier: env.APPLE_WALLET_PASS_TYPE_ID ?? '',
      teamIdentifier: env.APPLE_WALLET_TEAM_ID ?? '',
      signerCert: pemFromEnv(env, 'APPLE_WALLET_SIGNER_CERT'),
      signerKey: pemFromEnv(env, 'APPLE_WALLET_SIGNER_KEY'),
      ...(env.APPLE_WALLET_SIGNER_KEY_PASSPHRASE ? { signerKeyPassphrase: env.APPLE_WALLET_SIGNER_KEY_PASSPHRASE } : {}),
      wwdr: pemFromEnv(env, 'APPLE_WALLET_WWDR_CERT'),
    };
  }
  if (allOrNone(env, GOOGLE_VARIABLES, 'Google Wallet')) {
    options.google = {
      issuerId: env.GOOGLE_WALLET_ISSUER_ID ?? '',
      serviceAccountEmail: env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL ?? '',
      privateKey: pemFromEnv(env, 'GOOGLE_WALLET_PRIVATE_KEY'),
      classSuffix: env.GOOGLE_WALLET_CLASS_SUFFIX || DEFAULT_GOOGLE_CLASS_SUFFIX,
    };
  }
  return options;
}
