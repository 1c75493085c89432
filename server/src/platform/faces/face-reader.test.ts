import { afterEach, describe, expect, it } from 'vitest';
import { cameraFrameJpeg, faceJpeg, plainJpeg, sampleFile } from '../../../test/face-samples';
import { testDatabaseKind } from '../../../test/test-database';
import { AppError } from '../errors';
import { descriptorDistance, FACE_MATCH_DISTANCE, guidanceFor } from './face-match';
import { type FaceReader, faceReader } from './face-reader';
import { standInFaceReader } from './face-reader.testing';

// The face model needs no database: these run once, in the PGlite half.
// The process's one reader, as the service uses it: the model loads once for these files.
describe.skipIf(testDatabaseKind !== 'pglite')('face reader (the face model in its worker thread)', () => {
  const reader = faceReader;

  it('finds one face in a portrait, with its box inside the picture and a descriptor of 128 numbers', async () => {
    const reading = await reader.read(faceJpeg('ada'), 'portrait');
    expect(reading?.faces).toHaveLength(1);
    const [face] = reading?.faces ?? [];
    expect(face?.descriptor).toHaveLength(128);
    expect(face?.box.x).toBeGreaterThan(0);
    expect((face?.box.x ?? 0) + (face?.box.width ?? 0)).toBeLessThanOrEqual(reading?.width ?? 0);
    if (reading) expect(guidanceFor(reading)).toBe('ok');
  });

  it('finds every face of a group photograph and asks for one person alone', async () => {
    const reading = await reader.read(sampleFile(1), 'portrait');
    expect(reading?.faces).toHaveLength(3);
    if (reading) expect(guidanceFor(reading)).toBe('severalFaces');
  });

  it('tells a picture without a face from one too dark to see a face in', async () => {
    const wall = await reader.read(plainJpeg(320, 240, [200, 190, 180]), 'cameraFrame');
    const night = await reader.read(plainJpeg(320, 240, [12, 12, 14]), 'cameraFrame');
    expect(wall?.faces).toEqual([]);
    if (wall) expect(guidanceFor(wall)).toBe('noFace');
    if (night) expect(guidanceFor(night)).toBe('tooDark');
  });

  it('finds the face of a camera frame with the quick detector, near where the thorough one does', async () => {
    const frame = cameraFrameJpeg('ada');
    const [quick] = (await reader.read(frame, 'cameraFrame'))?.faces ?? [];
    const [thorough] = (await reader.read(frame, 'portrait'))?.faces ?? [];
    if (!quick || !thorough) throw new Error('no face found in the camera frame');
    expect(Math.abs(quick.box.x + quick.box.width / 2 - (thorough.box.x + thorough.box.width / 2))).toBeLessThan(
      thorough.box.width / 3,
    );
    expect(descriptorDistance(quick.descriptor, thorough.descriptor)).toBeLessThan(FACE_MATCH_DISTANCE / 2);
  });

  it('answers null for bytes that only look like a picture', async () => {
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2_000, 0x41)]);
    expect(await reader.read(damaged, 'portrait')).toBeNull();
  });
});

const outcomeOf = (reading: Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> =>
  reading.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe.skipIf(testDatabaseKind !== 'pglite')('face reader when the worker does not answer', () => {
  const readers: FaceReader[] = [];
  const reader = (options: Parameters<typeof standInFaceReader>[0]) => {
    const created = standInFaceReader(options);
    readers.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((created) => created.close()));
  });

  it('answers a picture not read within the time limit as busy (503), not as an unreadable picture', async () => {
    const reading = reader({ timeLimitMs: 200 });
    // The time limit is wall-clock time, which a busy machine stretches: no proof the picture is bad.
    const { error } = await outcomeOf(reading.read(Buffer.from('hang'), 'portrait'));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, messageKey: 'faces.busy' });
    // The busy answer is not remembered: the next picture is read, by a new worker.
    expect(await reading.read(Buffer.from('next'), 'portrait')).toMatchObject({ faces: [] });
  });

  it('answers null for a picture that runs the worker out of its heap, and reads the next', async () => {
    const reading = reader({ timeLimitMs: 60_000, maxHeapMb: 32 });
    expect(await outcomeOf(reading.read(Buffer.from('hog'), 'portrait'))).toEqual({ value: null });
    expect(await reading.read(Buffer.from('next'), 'portrait')).toMatchObject({ faces: [] });
  });
});
