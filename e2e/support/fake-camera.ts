import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rgba } from '../../server/test/face-samples';

/**
 * Chromium's flags for a camera that shows these frames (test/face-samples.ts cameraFrame), each
 * for a second, over and over: they are written as a Y4M file at one frame a second (what
 * --use-file-for-fake-video-capture plays, in a loop), and the camera permission is granted
 * without asking.
 */
export function fakeCameraArgs(frames: readonly Rgba[], name: string): string[] {
  const file = join(tmpdir(), `workbench-fake-camera-${name}-${process.pid}.y4m`);
  writeFileSync(file, y4mOf(frames));
  written.add(file);
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

const written = new Set<string>();

/** Removes the cameras' files once their browsers are closed. */
export function removeFakeCameras(): void {
  for (const file of written) rmSync(file, { force: true });
  written.clear();
}

/** A Y4M file of one frame a second; every frame the size of the first. */
function y4mOf(frames: readonly Rgba[]): Buffer {
  const [first] = frames;
  if (!first) throw new Error('a camera needs at least one frame');
  const header = Buffer.from(`YUV4MPEG2 W${first.width} H${first.height} F1:1 Ip A1:1 C420jpeg\n`, 'ascii');
  return Buffer.concat([header, ...frames.flatMap((frame) => [Buffer.from('FRAME\n', 'ascii'), yuvOf(frame)])]);
}

/** YUV 4:2:0 planes (BT.601, full range as C420jpeg says) of an RGBA picture. */
function yuvOf({ width, height, data }: Rgba): Buffer {
  const luma = Buffer.alloc(width * height);
  const chromaWidth = width / 2;
  const u = Buffer.alloc((width * height) / 4);
  const v = Buffer.alloc((width * height) / 4);
  const rgbAt = (x: number, y: number) => {
    const at = (y * width + x) * 4;
    return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0] as const;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = rgbAt(x, y);
      luma[y * width + x] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < chromaWidth; x++) {
      const [r, g, b] = rgbAt(x * 2, y * 2);
      u[y * chromaWidth + x] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      v[y * chromaWidth + x] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return Buffer.concat([luma, u, v]);
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
