import type { Page } from 'playwright-core';

/** How far apart a keyboard-wedge reader types its keys, by its own clock. */
const READER_GAP_MS = 5;

interface ReaderKey {
  key: string;
  code: string;
  windowsVirtualKeyCode: number;
  /** What the key types. */
  text: string;
}

const ENTER: ReaderKey = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' };
const MINUS: ReaderKey = { key: '-', code: 'Minus', windowsVirtualKeyCode: 189, text: '-' };

function keyOf(char: string): ReaderKey {
  if (/^[0-9]$/.test(char))
    return { key: char, code: `Digit${char}`, windowsVirtualKeyCode: char.charCodeAt(0), text: char };
  if (/^[a-zA-Z]$/.test(char)) {
    const upper = char.toUpperCase();
    return { key: char, code: `Key${upper}`, windowsVirtualKeyCode: upper.charCodeAt(0), text: char };
  }
  if (char === '-') return MINUS;
  throw new Error(`a reader types digits, letters and -, not ${JSON.stringify(char)}`);
}

/**
 * A keyboard-wedge reader (a badge swiped, a barcode scanned) types its code: its characters, then
 * Enter, READER_GAP_MS apart by the reader's clock. The key events carry those times, and they are handed to the browser in
 * one go: typing them one by one from this process would space them by this process's scheduling,
 * which on a busy machine can exceed the 50 ms that tell a reader from a person.
 */
export async function readerTypes(page: Page, code: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...[...code].map(keyOf), ENTER];
  const events = keys.flatMap(({ text, ...key }, index) => {
    const timestamp = start + (index * READER_GAP_MS) / 1000;
    return [
      { type: 'keyDown', text, unmodifiedText: text, timestamp, ...key },
      { type: 'keyUp', timestamp, ...key },
    ];
  });
  try {
    await Promise.all(events.map((event) => session.send('Input.dispatchKeyEvent', event as never)));
  } finally {
    await session.detach();
  }
}
