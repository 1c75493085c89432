import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rgba } from '../../server/test/face-samples';

/**
 * Chromium's flags for a camera that shows this frame (test/face-samples.ts cameraFrame): it is
 * written as a one-frame Y4M file (what --use-file-for-fake-video-capture plays, in a loop), and
 * the camera permission is granted without asking.
 */
export function fakeCameraArgs(frame: Rgba, name: string): string[] {
  const file = join(tmpdir(), `workbench-fake-camera-${name}-${process.pid}.y4m`);
  writeFileSync(file, y4mOf(frame));
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

/** YUV 4:2:0 (BT.601, full range as C420jpeg says) of an RGBA picture, as a Y4M file of one frame. */
function y4mOf({ width, height, data }: Rgba): Buffer {
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
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  return Buffer.concat([header, luma, u, v]);
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
