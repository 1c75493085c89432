/**
 * The video's current picture as a JPEG data URL, at most `maxWidth` wide; null before the
 * camera has delivered a picture. The picture is sent as the camera sees it (not mirrored).
 */
export function captureFrame(video: HTMLVideoElement, maxWidth: number): string | null {
  const { videoWidth, videoHeight } = video;
  if (!videoWidth || !videoHeight) return null;
  const scale = Math.min(1, maxWidth / videoWidth);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(videoWidth * scale);
  canvas.height = Math.round(videoHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.9);
}
