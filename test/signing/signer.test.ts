import { describe, expect, it } from 'vitest';
import { markerBinding, sameMac, signerFor, type SigningPurpose } from '../../src/signing/signer.ts';

/** Every purpose: a new one not listed here fails type-checking (`npm run lint`), so the test below covers it. */
const EVERY_PURPOSE: Record<SigningPurpose, true> = {
  prMarker: true,
  findingMarker: true,
  snapshotManifest: true,
  dashboardMarker: true,
};

describe('signerFor', () => {
  it('keys each purpose apart: the same text never gets the same MAC for two purposes', () => {
    const purposes = Object.keys(EVERY_PURPOSE) as SigningPurpose[];
    const macs = purposes.map((purpose) => signerFor('mint_key', purpose).mac('same text').toString('hex'));
    expect(new Set(macs).size).toBe(purposes.length);
  });

  it('never keys a MAC with the API key itself, and a new API key changes every MAC', () => {
    const signer = signerFor('mint_key', 'prMarker');
    expect(signer.mac('text').equals(signerFor('mint_key_2', 'prMarker').mac('text'))).toBe(false);
    expect(signer.mac('text').toString('hex')).not.toContain(Buffer.from('mint_key').toString('hex'));
  });

  it('MACs the parts as one concatenated message', () => {
    const signer = signerFor('mint_key', 'snapshotManifest');
    expect(signer.mac('ab', Buffer.from('cd')).equals(signer.mac('abcd'))).toBe(true);
  });

  it('writes a marker signature as the first 128 bits in lowercase hex, and verifies only that', () => {
    const signer = signerFor('mint_key', 'findingMarker');
    const sig = signer.shortMac('fields');
    expect(sig).toMatch(/^[0-9a-f]{32}$/);
    expect(signer.mac('fields').toString('hex').startsWith(sig)).toBe(true);
    expect(signer.verifyShortMac('fields', sig)).toBe(true);
    expect(signer.verifyShortMac('fields', sig.toUpperCase())).toBe(false);
    expect(signer.verifyShortMac('fields', `${sig}0`)).toBe(false);
    expect(signer.verifyShortMac('fields', '')).toBe(false);
    expect(signer.verifyShortMac('fields', undefined)).toBe(false);
    expect(signer.verifyShortMac('other fields', sig)).toBe(false);
  });
});

describe('sameMac', () => {
  it('is true only for the same bytes of the same length', () => {
    expect(sameMac(Buffer.from('abcd'), Buffer.from('abcd'))).toBe(true);
    expect(sameMac(Buffer.from('abcd'), Buffer.from('abce'))).toBe(false);
    expect(sameMac(Buffer.from('abcd'), Buffer.from('abc'))).toBe(false);
  });
});

describe('markerBinding', () => {
  it('binds the same place whatever the letter case of the scope and the api-url, or its trailing slashes', () => {
    expect(markerBinding({ projectId: 'Proj_1', apiUrl: 'HTTPS://API.Mintlify.com//' }, 'Acme/Docs#12')).toEqual([
      'https://api.mintlify.com',
      'Proj_1',
      'acme/docs#12',
    ]);
  });
});
