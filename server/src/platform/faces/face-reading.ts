/** A face found in a picture: where (in the picture's pixels), how sure, and its descriptor. */
export interface FoundFace {
  box: { x: number; y: number; width: number; height: number };
  /** The detector's confidence, 0 to 1. */
  score: number;
  /** How far the head is turned to a side (contracts' LIVENESS_TURN says how it is measured). */
  turn: number;
  /** 128 numbers from the recognition model; two pictures of one person lie close together. */
  descriptor: Float32Array;
}

/** What the face model read from one picture. */
export interface FaceReading {
  width: number;
  height: number;
  /** Mean brightness of the picture, 0 (black) to 255 (white). */
  brightness: number;
  faces: FoundFace[];
}

/**
 * What a picture is, which decides how faces are looked for: a portrait an administrator saves
 * (any size and composition: the thorough detector) or a frame from a terminal's camera (one person
 * close to the camera: the quick detector, and the thorough one only when it finds no face).
 */
export type PictureKind = 'portrait' | 'cameraFrame';

/** What the main thread sends the face worker: one picture, its bytes transferred. */
export interface FaceReadRequest {
  id: number;
  bytes: Uint8Array;
  kind: PictureKind;
}

/** The worker's answer to one request, by the request's id; or, once, that its models are loaded. */
export type FaceReadReply =
  | { id?: undefined; outcome: 'ready' }
  | { id: number; outcome: 'read'; reading: FaceReading }
  | { id: number; outcome: 'unreadable' }
  | { id: number; outcome: 'failed'; message: string };
