/**
 * Two generations of records, pinned.
 *
 * The earlier format (signed with a MAC of the API key): the signatures as the action wrote them
 * before `src/signing/` existed (commit 1e849ce), and the dashboard issue's marker as written since
 * it came (commit 5e157c6). PR markers, finding-issue markers and dashboard markers already on
 * users' pull requests and issues, and the `manifest.sig` of snapshots already uploaded as
 * artifacts, must keep verifying while the key that signed them is configured. The action no
 * longer writes them (issue 45: a MAC of the API key broke every record at a key rotation), so only
 * their verification is pinned here.
 *
 * The current format (bound to the project by a tag, trusted for who wrote it): the project tag and
 * the `sha256 v2` manifest digest, pinned from an independent computation (Python's hashlib).
 *
 * Never update a value here to make a change pass: a different value means every record written
 * before stops counting (a new job per PR, findings filed twice, a second dashboard, trends and
 * resumes lost).
 */
import { describe, expect, it } from 'vitest';
import { formatMarker, markerSigner, parseMarker, type Marker } from '../../src/agent-job/marker.ts';
import { manifestMacText, verifyManifestMac, type ManifestMacKey } from '../../src/export/manifest/manifest-mac.ts';
import { formatDashboardMarker, verifiedDashboardBoxes } from '../../src/findings/dashboard/marker.ts';
import { projectTag } from '../../src/signing/signer.ts';
import {
  findingMarkerSigner,
  formatFindingMarker,
  parseFindingMarker,
  type FindingMarker,
} from '../../src/findings/marker.ts';

const PROJECT = { projectId: 'proj_1', apiUrl: 'https://api.mintlify.com' };
/** The same project as far as a marker is concerned: letter case and trailing slashes of `api-url` do not count. */
const ODD_PROJECT = { projectId: 'proj_ÄÖ', apiUrl: 'HTTPS://API.Example.com///' };

/** Flips the last hex digit of a signature. */
const tampered = (hex: string): string => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');

describe('PR marker signatures of the earlier format (agent-job/marker.ts)', () => {
  const vectors: { apiKey: string; scope: string; project: typeof PROJECT; marker: Marker; sig: string }[] = [
    {
      apiKey: 'mint_key_one',
      scope: 'acme/docs#12',
      project: PROJECT,
      marker: { jobId: 'job_abc', triggers: ['ic:12'], state: 'sent' },
      sig: '73bcf4d4290fee8c7329583cd98b6e65',
    },
    {
      apiKey: 'mint_key_one',
      scope: 'Acme/Docs#12',
      project: ODD_PROJECT,
      marker: { jobId: undefined, triggers: ['ic:12', 'rc:34', 'rv:56'], state: 'pending', created: true },
      sig: '6128d991684d3ca0c1b1f0447bebea33',
    },
    {
      apiKey: 'mint_key_two',
      scope: 'acme/docs#7',
      project: PROJECT,
      marker: { jobId: 'job_x-1', triggers: ['ev:123.0123456789ab'], state: 'ended', created: false },
      sig: '9a6d1c075d610fc4e56f1d6abd9f4d4d',
    },
    {
      apiKey: 'mint_kéy',
      scope: 'acme/docs#1',
      project: PROJECT,
      marker: { jobId: 'j', triggers: [], state: 'steer' },
      sig: '2f59815371de1b18337959728580e8c6',
    },
  ];

  it.each(vectors)(
    'verifies the marker line already written on $scope, and not a tampered one',
    ({ apiKey, scope, project, marker, sig }) => {
      const signer = markerSigner(apiKey, scope, project);
      const written = parseMarker(`${formatMarker({ ...marker, signature: sig })}\nbody`);
      expect(written && signer.verify(written)).toBe(true);
      const forged = parseMarker(formatMarker({ ...marker, signature: tampered(sig) }));
      expect(forged && signer.verify(forged)).toBe(false);
    },
  );
});

describe('finding-issue marker signatures of the earlier format (findings/marker.ts)', () => {
  const vectors: { apiKey: string; scope: string; project: typeof PROJECT; marker: FindingMarker; sig: string }[] = [
    {
      apiKey: 'mint_key_one',
      scope: 'acme/docs#101',
      project: PROJECT,
      marker: {
        findingId: 'search-miss:how do I "auth"?',
        since: '2026-01-05',
        level: 12,
        jobId: undefined,
        state: 'none',
        jobStatus: undefined,
      },
      sig: '90cc40369dae72eb3eded0db50973a1a',
    },
    {
      apiKey: 'mint_key_one',
      scope: 'Acme/Docs#101',
      project: ODD_PROJECT,
      marker: {
        findingId: 'page:/guides/ünïcode',
        since: '2026-02-28',
        level: 3.6,
        jobId: 'job_123',
        state: 'started',
        jobStatus: 'completed',
        prLink: 'https://github.com/acme/docs/pull/9',
      },
      sig: 'fe23bcf33dd643060e84378a0b259628',
    },
    {
      apiKey: 'mint_key_two',
      scope: 'acme/docs#5',
      project: PROJECT,
      marker: {
        findingId: 'thumbs:/a\nb',
        since: '2025-12-31',
        level: -4,
        jobId: undefined,
        state: 'pending',
        jobStatus: undefined,
        prLink: undefined,
      },
      sig: 'cec1c95c3f1dd5d7a0362ebd73893918',
    },
  ];

  it.each(vectors)(
    'verifies the marker line already written on $scope, and not a tampered one',
    ({ apiKey, scope, project, marker, sig }) => {
      const signer = findingMarkerSigner(apiKey, project);
      const written = parseFindingMarker(`${formatFindingMarker({ ...marker, signature: sig })}\n## Body`);
      expect(written && signer.verify(written, scope)).toBe(true);
      expect(signer.verify({ ...marker, signature: tampered(sig) }, scope)).toBe(false);
    },
  );
});

describe('dashboard marker signatures of the earlier format (findings/dashboard/marker.ts)', () => {
  const vectors: { apiKey: string; scope: string; project: typeof PROJECT; boxes: number[]; sig: string }[] = [
    {
      apiKey: 'mint_key_one',
      scope: 'acme/docs#42',
      project: PROJECT,
      boxes: [101, 104],
      sig: '4c14cb3c684227a6181f7897fa5dfc4d',
    },
    {
      apiKey: 'mint_key_one',
      scope: 'Acme/Docs#42',
      project: ODD_PROJECT,
      boxes: [7, 3, 1234567890],
      sig: 'bd08b1459b5f6c0e756b61993351f1e5',
    },
    {
      apiKey: 'mint_key_two',
      scope: 'acme/docs#9',
      project: PROJECT,
      boxes: [],
      sig: '14fb5416dd6513aac12687fc212bc212',
    },
    { apiKey: 'mint_kéy', scope: 'acme/docs#1', project: PROJECT, boxes: [5], sig: '9e2fe0305b6049b692cce68c6cbb206f' },
  ];
  const line = (boxes: number[], sig: string): string =>
    `<!-- mintlify-action dashboard boxes="${boxes.join(',')}" sig="${sig}" -->`;

  it.each(vectors)(
    'verifies the marker line already written on $scope, and not a tampered one',
    ({ apiKey, scope, project, boxes, sig }) => {
      expect(verifiedDashboardBoxes(`${line(boxes, sig)}\n## Topics`, scope, apiKey, project)).toEqual(boxes);
      expect(verifiedDashboardBoxes(line(boxes, tampered(sig)), scope, apiKey, project)).toBeUndefined();
    },
  );
});

describe('manifest.sig of the earlier format (export/manifest/manifest-mac.ts)', () => {
  const manifest = Buffer.from('{"version":1,"files":[]}\n');
  const vectors: { key: ManifestMacKey; bytes: Buffer; hex: string }[] = [
    {
      key: { apiKey: 'mint_key_one', projectId: 'proj_1' },
      bytes: manifest,
      hex: 'bcf57e8b68d2c72ce8de53d4415eaa4439316e461931daeb573a89d64db1ef85',
    },
    {
      key: { apiKey: 'mint_key_one', projectId: 'proj_2' },
      bytes: manifest,
      hex: '5c7fded230405553029641ae767d37f22aeafc9c21a4018ba6083ff7aa01a4b4',
    },
    {
      key: { apiKey: 'mint_kéy', projectId: 'proj_ÄÖ' },
      bytes: Buffer.from(''),
      hex: 'a27b25d344a6f69932b185755ae574da693b3062a362d1e1b76e0ef0dc92e531',
    },
    {
      key: { apiKey: 'mint_key_two', projectId: 'proj_1' },
      bytes: Buffer.from([0, 255, 10, 13, 0x7b]),
      hex: 'bfb916911a3d86872d7b16c617cdff2e2203d3b71128cd2de3704a4c7dfa824e',
    },
  ];

  it.each(vectors)(
    'verifies the manifest.sig already uploaded for $key.projectId (with or without a CRLF), and not a tampered one',
    ({ key, bytes, hex }) => {
      expect(verifyManifestMac(key, bytes, `hmac-sha256 v1 ${hex}\n`)).toBe(true);
      expect(verifyManifestMac(key, bytes, `hmac-sha256 v1 ${hex}\r\n`)).toBe(true);
      expect(verifyManifestMac(key, bytes, `hmac-sha256 v1 ${hex}`)).toBe(true);
      expect(verifyManifestMac(key, bytes, `hmac-sha256 v1 ${tampered(hex)}\n`)).toBe(false);
    },
  );
});

describe('the project tag every record carries now (signing/signer.ts)', () => {
  it.each([
    ['proj_1', '2cda0c044effa5cc83c345eab6aabcca'],
    ['proj_2', '8deab41bc0ef599b3165d16b8a0b6878'],
    ['proj_ÄÖ', '4007ce55edce71a2d5e53e291eb2ce8f'],
  ])('tags %s as before', (projectId, tag) => {
    expect(projectTag(projectId)).toBe(tag);
  });

  it('writes it in the PR, finding-issue and dashboard markers, and no MAC', () => {
    const pr = markerSigner('mint_key_one', 'acme/docs#12', PROJECT).sign({
      jobId: 'job_abc',
      triggers: [],
      state: 'sent',
    });
    expect(formatMarker(pr)).toBe(
      '<!-- mintlify-action job="job_abc" triggers="" state="sent" project="2cda0c044effa5cc83c345eab6aabcca" -->',
    );
    const finding = findingMarkerSigner('mint_key_one', PROJECT).sign(
      { findingId: 'a', since: '2026-01-05', level: 1, jobId: undefined, state: 'none', jobStatus: undefined },
      'acme/docs#101',
    );
    expect(formatFindingMarker(finding)).toMatch(/ project="2cda0c044effa5cc83c345eab6aabcca" -->$/);
    expect(formatDashboardMarker([101, 104], PROJECT)).toBe(
      '<!-- mintlify-action dashboard boxes="101,104" project="2cda0c044effa5cc83c345eab6aabcca" -->',
    );
  });
});

describe('manifest.sig now: the sha256 v2 digest (export/manifest/manifest-mac.ts)', () => {
  const vectors: { projectId: string; bytes: Buffer; hex: string }[] = [
    {
      projectId: 'proj_1',
      bytes: Buffer.from('{"version":1,"files":[]}\n'),
      hex: '56cfeeb2f157becee5902e2f74e788ec8a511a4b7513103ebf7eb1d8612d9610',
    },
    {
      projectId: 'proj_ÄÖ',
      bytes: Buffer.from(''),
      hex: '831d9c2c156bfa64e8dc4f19e0c545121f4149fdaf49767f707ed014d98a50d9',
    },
    {
      projectId: 'proj_1',
      bytes: Buffer.from([0, 255, 10, 13, 0x7b]),
      hex: '1c4c2d65d39567f13e87820a27c0b4063e7aa8d84a6da5026fd8135730bb0e37',
    },
  ];

  it.each(vectors)('writes the manifest.sig of $projectId as pinned, whatever the key', ({ projectId, bytes, hex }) => {
    expect(manifestMacText({ projectId }, bytes)).toBe(`sha256 v2 ${hex}\n`);
    expect(verifyManifestMac({ apiKey: 'mint_any_key', projectId }, bytes, `sha256 v2 ${hex}\n`)).toBe(true);
    expect(verifyManifestMac({ apiKey: 'mint_any_key', projectId: 'proj_other' }, bytes, `sha256 v2 ${hex}\n`)).toBe(
      false,
    );
    expect(verifyManifestMac({ apiKey: 'mint_any_key', projectId }, bytes, `sha256 v2 ${tampered(hex)}\n`)).toBe(false);
  });
});
