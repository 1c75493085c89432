import { FaceReader } from './face-reader';

/**
 * A stand-in for the face worker, speaking its protocol: it reads every picture as one without a
 * face, except that it never answers one containing "hang" (it spins for ever instead, as a
 * worker does that a busy machine gives no time) and keeps allocating on one containing "hog"
 * until it runs out of its heap.
 */
const STAND_IN_WORKER = `
import { parentPort } from 'node:worker_threads';
parentPort.postMessage({ outcome: 'ready' });
parentPort.on('message', ({ id, bytes }) => {
  const text = Buffer.from(bytes).toString();
  if (text.includes('hang')) for (;;) {}
  if (text.includes('hog')) for (const hoard = []; ; ) hoard.push(new Array(100_000).fill(hoard.length));
  parentPort.postMessage({ id, outcome: 'read', reading: { width: 1, height: 1, brightness: 128, faces: [] } });
});
`;

/** A face reader on the stand-in worker, with FaceReader's other options; close() it when done. */
export function standInFaceReader(options: Omit<ConstructorParameters<typeof FaceReader>[0], 'workerUrl'> = {}) {
  const workerUrl = new URL(`data:text/javascript,${encodeURIComponent(STAND_IN_WORKER)}`);
  return new FaceReader({ ...options, workerUrl });
}
