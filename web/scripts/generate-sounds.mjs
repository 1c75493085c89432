// Writes the notification sounds of docs/spec.md §4 to public/sounds/ as small 16-bit mono WAV files:
// - danger.wav: an alternating two-tone siren (hi-lo), 1.5 s, made to loop without a seam;
// - info.wav: a short, soft two-note chime.
// Both are synthesized here, so the portal ships only sounds of its own. The output is the same
// on every run; run again after changing a parameter: node web/scripts/generate-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 16_000;
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'sounds');

/** A WAV file (RIFF, PCM, 16-bit, mono) of samples in -1..1. */
function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => {
    const clipped = Math.max(-1, Math.min(1, sample));
    data.writeInt16LE(Math.round(clipped * 32_767), index * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // size of the fmt chunk
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const seconds = (s) => Math.round(s * SAMPLE_RATE);

/** Linear fade over `fade` samples at both ends of a segment of `length`: no clicks where tones meet. */
function edgeFade(index, length, fade) {
  return Math.min(1, index / fade, (length - 1 - index) / fade);
}

/**
 * The siren: two tones a little under a fourth apart (960 and 770 Hz, the interval of the hi-lo
 * sirens plant staff know), four segments of 0.375 s. Odd harmonics give it a horn-like edge that
 * carries over machine noise; the phase restarts at each segment, so the loop point is seamless.
 */
function siren() {
  const tones = [960, 770, 960, 770];
  const segment = seconds(0.375);
  const fade = seconds(0.006);
  const samples = [];
  for (const frequency of tones) {
    for (let i = 0; i < segment; i++) {
      const phase = (2 * Math.PI * frequency * i) / SAMPLE_RATE;
      const tone = Math.sin(phase) + 0.3 * Math.sin(3 * phase) + 0.12 * Math.sin(5 * phase);
      samples.push(0.8 * tone * edgeFade(i, segment, fade));
    }
  }
  return samples;
}

/** The chime: A5 then E6, each struck softly and dying away, with a faint octave for a bell-like colour. */
function chime() {
  const notes = [
    { frequency: 880, start: 0 },
    { frequency: 1318.51, start: 0.16 },
  ];
  const length = seconds(0.9);
  const attack = seconds(0.008);
  const samples = new Array(length).fill(0);
  for (const { frequency, start } of notes) {
    const from = seconds(start);
    for (let i = from; i < length; i++) {
      const t = (i - from) / SAMPLE_RATE;
      const envelope = Math.min(1, (i - from) / attack) * Math.exp(-t * 5.5);
      const phase = 2 * Math.PI * frequency * t;
      samples[i] += 0.3 * envelope * (Math.sin(phase) + 0.2 * Math.sin(2 * phase));
    }
  }
  const tail = seconds(0.02);
  return samples.map((sample, i) => sample * Math.min(1, (length - 1 - i) / tail));
}

mkdirSync(outDir, { recursive: true });
for (const [name, samples] of [
  ['danger.wav', siren()],
  ['info.wav', chime()],
]) {
  const file = wav(samples);
  writeFileSync(join(outDir, name), file);
  console.log(`${name}: ${(samples.length / SAMPLE_RATE).toFixed(2)} s, ${(file.length / 1024).toFixed(1)} KB`);
}
