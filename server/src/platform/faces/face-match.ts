import type { FaceGuidance } from '@workbench/contracts';
import type { FaceReading } from './face-reading';

/**
 * Two descriptors this close (Euclidean distance) or closer are taken for the same person.
 * face-api's examples use 0.6, which on the sample pictures shipped with the model lets through
 * different people (the closest two different people there lie 0.44 apart); the same person in
 * another crop, size, lighting or mirrored lies at most 0.36 from their picture. 0.4 sits between:
 * a stranger is refused rather than a colleague let in, at the price of a second look now and then.
 * face-match.test.ts checks the sample pictures against it.
 */
export const FACE_MATCH_DISTANCE = 0.4;

/**
 * The liveness step's two pictures must show one person: a head turned to a side moves its
 * descriptor further than another picture of the same face does (a mirrored one lies ~0.3 away).
 */
export const SAME_SITTING_DISTANCE = 0.55;

/** A frame this dark on average (of 255) with no face found is called too dark, not faceless. */
export const TOO_DARK_BRIGHTNESS = 45;

export const DESCRIPTOR_LENGTH = 128;

export function descriptorDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    sum += difference * difference;
  }
  return Math.sqrt(sum);
}

/** What a person at the camera should do about this frame, or 'ok' when it holds exactly one face. */
export function guidanceFor(reading: FaceReading): FaceGuidance {
  if (reading.faces.length > 1) return 'severalFaces';
  if (reading.faces.length === 1) return 'ok';
  return reading.brightness < TOO_DARK_BRIGHTNESS ? 'tooDark' : 'noFace';
}

/** A descriptor as stored: 128 little-endian 32-bit floats. */
export function descriptorToBytes(descriptor: Float32Array): Buffer {
  const bytes = Buffer.alloc(DESCRIPTOR_LENGTH * 4);
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) bytes.writeFloatLE(descriptor[i] ?? 0, i * 4);
  return bytes;
}

export function descriptorFromBytes(bytes: Uint8Array): Float32Array {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const descriptor = new Float32Array(DESCRIPTOR_LENGTH);
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) descriptor[i] = view.readFloatLE(i * 4);
  return descriptor;
}
