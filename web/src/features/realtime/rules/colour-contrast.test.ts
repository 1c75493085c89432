import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, readableTextColour, toHex } from './colour-contrast';

describe('colours of notification headers', () => {
  it('reads hex and rgb() colours, and puts translucent ones on the white pop-up', () => {
    expect(parseColour('#f00')).toEqual({ r: 255, g: 0, b: 0 });
    expect(parseColour(' #00FF7f ')).toEqual({ r: 0, g: 255, b: 127 });
    expect(parseColour('rgb(20, 40, 90)')).toEqual({ r: 20, g: 40, b: 90 });
    expect(parseColour('rgba(0 0 0 / 50%)')).toEqual({ r: 128, g: 128, b: 128 });
    expect(parseColour('#00000080')).toEqual({ r: 127, g: 127, b: 127 });
  });

  it('refuses what it cannot vouch for', () => {
    for (const value of ['red', 'hsl(0 100% 50%)', 'rgb(300, 0, 0)', '#12345', 'url(x)', 'expression(alert(1))', '']) {
      expect(parseColour(value)).toBeNull();
    }
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 5);
    expect(contrastRatio({ r: 0, g: 98, b: 224 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(5.49, 2);
  });

  it('always finds a text colour with at least AA contrast (4.5:1), whatever the background', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(channel, channel, channel, (r, g, b) => {
        const background = { r, g, b };
        const text = parseColour(readableTextColour(background));
        expect(text).not.toBeNull();
        expect(contrastRatio(background, text ?? background)).toBeGreaterThanOrEqual(4.5);
        expect(parseColour(toHex(background))).toEqual(background);
      }),
    );
  });
});
