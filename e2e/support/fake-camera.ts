import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

const WIDTH = 640;
const HEIGHT = 480;

/**
 * Chromium's flags for a camera that shows this picture: the picture is centred on a grey 640 ×
 * 480 frame and written as a one-frame Y4M file (what --use-file-for-fake-video-capture plays, in
 * a loop), and the camera permission is granted without asking.
 */
export function fakeCameraArgs(picture: Rgba, name: string): string[] {
  const file = join(tmpdir(), `workbench-fake-camera-${name}-${process.pid}.y4m`);
  writeFileSync(file, y4mOf(framed(picture)));
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

/** The picture scaled to the frame's height, centred, on grey. */
function framed(picture: Rgba): Rgba {
  const data = new Uint8Array(WIDTH * HEIGHT * 4).fill(128);
  const scale = picture.height / HEIGHT;
  const width = Math.min(WIDTH, Math.round(picture.width / scale));
  const left = Math.floor((WIDTH - width) / 2);
  for (let row = 0; row < HEIGHT; row++) {
    for (let column = 0; column < width; column++) {
      const from = (Math.floor(row * scale) * picture.width + Math.floor(column * scale)) * 4;
      data.set(picture.data.subarray(from, from + 4), (row * WIDTH + left + column) * 4);
    }
  }
  return { width: WIDTH, height: HEIGHT, data };
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
