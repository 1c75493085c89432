import { describe, expect, it } from 'vitest';
import { measureSvgMarkup } from './svg-prescan';

describe('measureSvgMarkup', () => {
  it('counts elements and nesting as a parser would, skipping what holds no elements', () => {
    const text = `<?xml version="1.0"?><!DOCTYPE svg>
      <svg xmlns="http://www.w3.org/2000/svg"><!-- <g><g><g> -->
        <style><![CDATA[ rect > circle { fill: red } <g> ]]></style>
        <rect title='a > b' data-x="<g>"/>
        <g><g><circle r="1"/></g></g>
      </svg>`;
    expect(measureSvgMarkup(text)).toEqual({ elements: 6, depth: 4 });
  });

  it('measures the two files that used to hold the server', () => {
    expect(measureSvgMarkup(`<svg>${'<rect/>'.repeat(35_000)}</svg>`)).toEqual({ elements: 35_001, depth: 2 });
    expect(measureSvgMarkup(`<svg>${'<g>'.repeat(20_000)}${'</g>'.repeat(20_000)}</svg>`)).toEqual({
      elements: 20_001,
      depth: 20_001,
    });
  });
});
