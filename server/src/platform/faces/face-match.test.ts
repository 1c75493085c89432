import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CutOptions,
  cameraFrameJpeg,
  faceJpeg,
  type SamplePersonName,
  sampleFile,
} from '../../../test/face-samples';
import { testDatabaseKind } from '../../../test/test-database';
import {
  DESCRIPTOR_LENGTH,
  descriptorDistance,
  descriptorFromBytes,
  descriptorToBytes,
  FACE_MATCH_DISTANCE,
} from './face-match';
import { FaceReader } from './face-reader';
import type { PictureKind } from './face-reading';

/**
 * FACE_MATCH_DISTANCE against the sample photographs shipped with the model: every two different
 * people lie further apart than it, and the same person in another picture lies within it.
 */
describe.skipIf(testDatabaseKind !== 'pglite')('face match distance on the model’s sample faces', () => {
  // A reader of its own without the service's 10 s limit per picture: on a machine busy with the
  // other suites a group photograph can take longer, and the service would then read it as no
  // picture at all. What is measured here is the distance, not the time.
  const reader = new FaceReader({ timeLimitMs: 120_000 });
  afterAll(() => reader.close());

  async function descriptorsIn(picture: Buffer, kind: PictureKind): Promise<Float32Array[]> {
    const reading = await reader.read(picture, kind);
    return reading?.faces.map((face) => face.descriptor) ?? [];
  }

  async function onlyFace(picture: Buffer, kind: PictureKind, person: SamplePersonName): Promise<Float32Array> {
    const [descriptor, ...others] = await descriptorsIn(picture, kind);
    expect(others, `${person} alone in the picture`).toEqual([]);
    if (!descriptor) throw new Error(`no face found in ${person}'s picture`);
    return descriptor;
  }

  let strangers: Float32Array[] = [];
  beforeAll(async () => {
    // Ten people in three group photographs: none of them appears twice.
    strangers = [
      ...(await descriptorsIn(sampleFile(1), 'portrait')),
      ...(await descriptorsIn(sampleFile(3), 'portrait')),
      ...(await descriptorsIn(sampleFile(6), 'portrait')),
    ];
  }, 180_000);

  it('keeps every two different people further apart than the match distance', () => {
    expect(strangers).toHaveLength(10);
    const closest = Math.min(
      ...strangers.flatMap((a, i) => strangers.slice(i + 1).map((b) => descriptorDistance(a, b))),
    );
    expect(closest).toBeGreaterThan(FACE_MATCH_DISTANCE);
  });

  it.each(['ada', 'cleo', 'dora'] as const)(
    'matches %s’s registered portrait in camera frames and wider, smaller, darker, brighter and mirrored pictures',
    async (person) => {
      // Registered as an administrator saves it; signing in as the terminal's camera sends it.
      const registered = await onlyFace(faceJpeg(person), 'portrait', person);
      const variants: CutOptions[] = [
        { margin: 1.1 },
        { width: 240 },
        { gain: 0.55 },
        { gain: 1.3 },
        { mirrored: true },
      ];
      const pictures = [
        ['camera frame', cameraFrameJpeg(person)],
        ['camera frame, not mirrored', cameraFrameJpeg(person, false)],
        ...variants.map((variant) => [JSON.stringify(variant), faceJpeg(person, variant)] as const),
      ] as const;
      for (const [name, picture] of pictures) {
        const distance = descriptorDistance(registered, await onlyFace(picture, 'cameraFrame', person));
        expect(distance, name).toBeLessThan(FACE_MATCH_DISTANCE);
      }
    },
  );

  it('stores a descriptor in 512 bytes and reads it back unchanged', () => {
    const descriptor = Float32Array.from({ length: DESCRIPTOR_LENGTH }, (_, i) => Math.sin(i) / 3);
    const bytes = descriptorToBytes(descriptor);
    expect(bytes).toHaveLength(512);
    expect(descriptorFromBytes(bytes)).toEqual(descriptor);
  });
});
