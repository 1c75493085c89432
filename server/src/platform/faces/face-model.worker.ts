import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { runBelowEventLoop } from '../worker-thread/thread-priority';
import { brightnessOf, decodePicture, scaleDownTo } from './decode-picture';
import type { FaceReading, FaceReadReply, FaceReadRequest, PictureKind } from './face-reading';

/**
 * The face worker thread (started by face-reader.ts): runs face-api's detection, landmark and
 * recognition models on TensorFlow.js's WebAssembly backend, one picture at a time, so that the
 * ~0.5 s a picture takes holds up this thread only, never the server's event loop. The models and
 * the WebAssembly binaries are read from the installed packages: nothing is downloaded at run
 * time. In the built server it is its own bundle, dist/face-model.worker.js (scripts/build.mjs).
 */
const port = parentPort;
if (!port) throw new Error('face-model.worker runs as a worker thread only');
// Heavy work yields the CPU to the event loop that every other request waits on.
runBelowEventLoop();

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
  await faceapi.nets.tinyFaceDetector.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
}

/**
 * The thorough detector (SSD MobileNet, ~0.4 s on a 2-core machine) finds faces of any size; the
 * quick one (Tiny Face Detector at 320 px, ~0.1 s) finds the one large face of a camera frame.
 * Both hand the same landmark and recognition models their box: a face's descriptors from the
 * two lie ~0.1 apart, well within FACE_MATCH_DISTANCE (face-match.test.ts).
 */
const THOROUGH = new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_DETECTION_SCORE, maxResults: MAX_FACES });
const QUICK = new faceapi.TinyFaceDetectorOptions({ inputSize: 320, scoreThreshold: MIN_DETECTION_SCORE });

async function detect(input: import('@tensorflow/tfjs').Tensor3D, kind: PictureKind) {
  if (kind === 'cameraFrame') {
    const quick = await faceapi.detectAllFaces(input, QUICK).withFaceLandmarks().withFaceDescriptors();
    if (quick.length > 0) return quick.slice(0, MAX_FACES);
  }
  return faceapi.detectAllFaces(input, THOROUGH).withFaceLandmarks().withFaceDescriptors();
}

async function readFaces(bytes: Uint8Array, kind: PictureKind): Promise<FaceReading | null> {
  const decoded = decodePicture(bytes);
  if (!decoded) return null;
  const picture = scaleDownTo(decoded, MAX_SIDE);
  const input = tf.tensor3d(Int32Array.from(picture.rgb), [picture.height, picture.width, 3], 'int32');
  try {
    const found = await detect(input, kind);
    // Boxes in the pixels of the picture as sent, which is what a caller draws on.
    const scale = decoded.width / picture.width;
    return {
      width: decoded.width,
      height: decoded.height,
      brightness: brightnessOf(picture),
      faces: found.map(({ detection, landmarks, descriptor }) => ({
        box: {
          x: Math.round(detection.box.x * scale),
          y: Math.round(detection.box.y * scale),
          width: Math.round(detection.box.width * scale),
          height: Math.round(detection.box.height * scale),
        },
        score: detection.score,
        turn: turnOf(landmarks.positions),
        descriptor,
      })),
    };
  } finally {
    input.dispose();
  }
}

/**
 * The nose tip's offset from the middle between the eyes' outer corners, in eye distances: points
 * 30, 36 and 45 of the 68-point landmark model. A head turned to a side moves the nose against the
 * eyes; a photograph turned to a side does not (see LIVENESS_TURN in the contracts).
 */
function turnOf(points: readonly { x: number; y: number }[]): number {
  const nose = points[30];
  const left = points[36];
  const right = points[45];
  if (!nose || !left || !right || right.x === left.x) return 0;
  return (nose.x - (left.x + right.x) / 2) / (right.x - left.x);
}

async function answer({ id, bytes, kind }: FaceReadRequest): Promise<FaceReadReply> {
  try {
    const reading = await readFaces(bytes, kind);
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
