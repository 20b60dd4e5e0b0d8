import { createHash, randomInt } from 'node:crypto';
import {
  DEVICE_TOKEN_PREFIX,
  normalisePairingCode,
  PAIRING_ALPHABET,
  PAIRING_CODE_LENGTH,
} from '@shared/domain/identity/devices';
import { newOpaqueToken } from '../../../platform/auth/tokens';

/** 30^8 ≈ 6.6e11 codes, live 15 minutes, guessed at 10 tries per address per 15 minutes. */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

export function pairingCodeHash(code: string): string {
  return createHash('sha256')
    .update(`pairing:${normalisePairingCode(code)}`)
    .digest('hex');
}

/** `dev_` + 32 random bytes in base64url; only its SHA-256 is stored. */
export function newDeviceToken(): string {
  return `${DEVICE_TOKEN_PREFIX}${newOpaqueToken()}`;
}
