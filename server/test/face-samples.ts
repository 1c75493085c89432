import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import jpeg from 'jpeg-js';

/**
 * Face pictures for tests and the bench, cut from the sample photographs that ship with the face
 * model's package (@vladmandic/face-api's demo/sample1–6.jpg: groups of two to five people).
 * Nothing is downloaded or committed: each picture is cut from a sample when asked for.
 */

const samplesDir = join(dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')), 'demo');

/** Where a person's face is in a sample (pixels of the full photograph, as the detector found it). */
interface SamplePerson {
  sample: number;
  box: readonly [x: number, y: number, width: number, height: number];
}

/** Four different people, each alone in the cut-out with the default margin. */
export const SAMPLE_PEOPLE = {
  ada: { sample: 1, box: [414, 355, 178, 238] },
  bea: { sample: 1, box: [838, 421, 187, 227] },
  cleo: { sample: 3, box: [585, 329, 199, 271] },
  dora: { sample: 6, box: [250, 467, 210, 291] },
} as const satisfies Record<string, SamplePerson>;
export type SamplePersonName = keyof typeof SAMPLE_PEOPLE;

export interface CutOptions {
  /** Space around the face, as a share of its size on each side. Default 0.8. */
  margin?: number;
  /** Width of the picture made. Default 480. */
  width?: number;
  /** Brightness factor (0.5 halves every colour). Default 1. */
  gain?: number;
  /** Mirrored left to right. */
  mirrored?: boolean;
  /**
   * Sensor noise: each colour moved by up to this much either way (the same on every run). A
   * camera's photograph holds some; it makes the file as large as a camera's, where a smooth
   * enlargement compresses to little.
   */
  grain?: number;
}

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

const decoded = new Map<number, Rgba>();

/** A sample photograph, decoded once per process. */
export function samplePhoto(sample: number): Rgba {
  let photo = decoded.get(sample);
  if (!photo) {
    const bytes = readFileSync(join(samplesDir, `sample${sample}.jpg`));
    photo = jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 512 });
    decoded.set(sample, photo);
  }
  return photo;
}

/** The sample photograph's file as shipped (a JPEG of 1920 px with several people). */
export function sampleFile(sample: number): Buffer {
  return readFileSync(join(samplesDir, `sample${sample}.jpg`));
}

/** RGBA pixels of one person's face with some of the picture around it. */
export function cutFace(person: SamplePersonName, options: CutOptions = {}): Rgba {
  const { sample, box } = SAMPLE_PEOPLE[person];
  const [x, y, w, h] = box;
  const { margin = 0.8, width = 480, gain = 1, mirrored = false, grain = 0 } = options;
  const photo = samplePhoto(sample);
  const left = Math.max(0, Math.round(x - w * margin));
  const top = Math.max(0, Math.round(y - h * margin));
  const right = Math.min(photo.width, Math.round(x + w * (1 + margin)));
  const bottom = Math.min(photo.height, Math.round(y + h * (1 + margin)));
  const scale = (right - left) / width;
  const height = Math.round((bottom - top) / scale);
  const data = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const sourceColumn = Math.floor((mirrored ? width - 1 - column : column) * scale);
      const from = ((top + Math.floor(row * scale)) * photo.width + left + sourceColumn) * 4;
      const to = (row * width + column) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const noise = grain === 0 ? 0 : ((Math.imul(to + channel, 2_654_435_761) >>> 24) / 255 - 0.5) * 2 * grain;
        data[to + channel] = Math.max(0, Math.min(255, Math.round((photo.data[from + channel] ?? 0) * gain + noise)));
      }
      data[to + 3] = 255;
    }
  }
  return { width, height, data };
}

/** One person's face as a JPEG file. */
export function faceJpeg(person: SamplePersonName, options: CutOptions = {}): Buffer {
  return jpeg.encode(cutFace(person, options), 90).data;
}

const CAMERA_WIDTH = 640;
const CAMERA_HEIGHT = 480;

/**
 * What a terminal's camera would show of this person: her picture scaled to the frame's height
 * and centred on a grey 640 × 480 frame; mirrored by default (people stand before a camera
 * differently from a photographer). Her picture and its mirror image, one after the other, look to
 * the face model like a head turning (the nose moves to the other side of the eyes' middle).
 */
export function cameraFrame(person: SamplePersonName, mirrored = true): Rgba {
  const picture = cutFace(person, { width: 360, mirrored });
  const data = new Uint8Array(CAMERA_WIDTH * CAMERA_HEIGHT * 4).fill(128);
  const scale = picture.height / CAMERA_HEIGHT;
  const width = Math.min(CAMERA_WIDTH, Math.round(picture.width / scale));
  const left = Math.floor((CAMERA_WIDTH - width) / 2);
  for (let row = 0; row < CAMERA_HEIGHT; row++) {
    for (let column = 0; column < width; column++) {
      const from = (Math.floor(row * scale) * picture.width + Math.floor(column * scale)) * 4;
      data.set(picture.data.subarray(from, from + 4), (row * CAMERA_WIDTH + left + column) * 4);
    }
  }
  return { width: CAMERA_WIDTH, height: CAMERA_HEIGHT, data };
}

/**
 * A camera frame of this person as the sign-in page sends it: a JPEG. Frames of different
 * `variant`s are different files (their comment says which), as two frames of a camera always
 * differ, so the service cannot answer the second from its recent readings.
 */
export function cameraFrameJpeg(person: SamplePersonName, mirrored = true, variant = 0): Buffer {
  return jpeg.encode({ ...cameraFrame(person, mirrored), comments: [`frame ${variant}`] }, 90).data;
}

/** A JPEG of the given size and colour: a picture without a face. */
export function plainJpeg(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const data = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) data.set([...rgb, 255], pixel * 4);
  return jpeg.encode({ width, height, data }, 90).data;
}
