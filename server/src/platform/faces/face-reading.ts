/** A face found in a picture: where (in the picture's pixels), how sure, and its descriptor. */
export interface FoundFace {
  box: { x: number; y: number; width: number; height: number };
  /** The detector's confidence, 0 to 1. */
  score: number;
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

/** What the main thread sends the face worker: one picture, its bytes transferred. */
export interface FaceReadRequest {
  id: number;
  bytes: Uint8Array;
}

/** The worker's answer to one request, by the request's id; or, once, that its models are loaded. */
export type FaceReadReply =
  | { id?: undefined; outcome: 'ready' }
  | { id: number; outcome: 'read'; reading: FaceReading }
  | { id: number; outcome: 'unreadable' }
  | { id: number; outcome: 'failed'; message: string };
