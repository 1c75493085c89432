import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { brightnessOf, decodePicture, scaleDownTo } from './decode-picture';
import type { FaceReading, FaceReadReply, FaceReadRequest } from './face-reading';

/**
 * The face worker thread (started by face-reader.ts): runs face-api's detection, landmark and
 * recognition models on TensorFlow.js's WebAssembly backend, one picture at a time, so that the
 * ~0.5 s a picture takes holds up this thread only, never the server's event loop. The models and
 * the WebAssembly binaries are read from the installed packages: nothing is downloaded at run
 * time. In the built server it is its own bundle, dist/face-model.worker.js (scripts/build.mjs).
 */
const port = parentPort;
if (!port) throw new Error('face-model.worker runs as a worker thread only');

// face-api's Node build for the WebAssembly backend is CommonJS and loads TensorFlow.js itself.
const require = createRequire(import.meta.url);
type FaceApi = typeof import('@vladmandic/face-api');
const tf = require('@tensorflow/tfjs') as typeof import('@tensorflow/tfjs');
const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof import('@tensorflow/tfjs-backend-wasm');
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;

/** Faces the detector is at least this sure of count; fainter ones are background. */
const MIN_DETECTION_SCORE = 0.5;
/** More faces than this in one picture are not looked at (a crowd is not a sign-in). */
const MAX_FACES = 5;
/** Pictures are looked at with their longer side at most this long (see scaleDownTo). */
const MAX_SIDE = 1280;

async function loadModels(): Promise<void> {
  const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
  // A folder path (not a URL) makes the backend read its binary from disk instead of fetching it.
  wasm.setWasmPaths(`${join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}/`);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = join(packageDir('@vladmandic/face-api'), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
}

async function readFaces(bytes: Uint8Array): Promise<FaceReading | null> {
  const decoded = decodePicture(bytes);
  if (!decoded) return null;
  const picture = scaleDownTo(decoded, MAX_SIDE);
  const input = tf.tensor3d(Int32Array.from(picture.rgb), [picture.height, picture.width, 3], 'int32');
  try {
    const options = new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_DETECTION_SCORE, maxResults: MAX_FACES });
    const found = await faceapi.detectAllFaces(input, options).withFaceLandmarks().withFaceDescriptors();
    // Boxes in the pixels of the picture as sent, which is what a caller draws on.
    const scale = decoded.width / picture.width;
    return {
      width: decoded.width,
      height: decoded.height,
      brightness: brightnessOf(picture),
      faces: found.map(({ detection, descriptor }) => ({
        box: {
          x: Math.round(detection.box.x * scale),
          y: Math.round(detection.box.y * scale),
          width: Math.round(detection.box.width * scale),
          height: Math.round(detection.box.height * scale),
        },
        score: detection.score,
        descriptor,
      })),
    };
  } finally {
    input.dispose();
  }
}

async function answer({ id, bytes }: FaceReadRequest): Promise<FaceReadReply> {
  try {
    const reading = await readFaces(bytes);
    return reading ? { id, outcome: 'read', reading } : { id, outcome: 'unreadable' };
  } catch (error) {
    return { id, outcome: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

// Loading the models takes a while; the reader counts a picture's time limit from this "ready" on.
const loaded = loadModels().then(() => port.postMessage({ outcome: 'ready' } satisfies FaceReadReply));

port.on('message', async (request: FaceReadRequest) => {
  await loaded;
  port.postMessage(await answer(request));
});
