import { describe, expect, it } from 'vitest';
import {
  expandSideArea,
  renderedSideAreaWidth,
  resizeSideArea,
  SIDE_AREA_COLLAPSED_WIDTH,
  SIDE_AREA_MAX_WIDTH,
  SIDE_AREA_MIN_WIDTH,
  SIDE_AREA_WIDTH_AFTER_SHRINK,
  type SideAreaState,
} from './side-area-size';

const open: SideAreaState = { width: 300, collapsed: false };

describe('resizeSideArea', () => {
  it('clamps a width above 456 to 456', () => {
    expect(resizeSideArea(open, 900)).toEqual({ width: SIDE_AREA_MAX_WIDTH, collapsed: false });
  });

  it('keeps a width within range', () => {
    expect(resizeSideArea(open, 200)).toEqual({ width: 200, collapsed: false });
  });

  it('accepts exactly the minimum without collapsing', () => {
    expect(resizeSideArea(open, SIDE_AREA_MIN_WIDTH)).toEqual({ width: 112, collapsed: false });
  });

  it('collapses below the minimum and remembers 256', () => {
    const next = resizeSideArea(open, 111);
    expect(next).toEqual({ width: SIDE_AREA_WIDTH_AFTER_SHRINK, collapsed: true });
    expect(renderedSideAreaWidth(next)).toBe(SIDE_AREA_COLLAPSED_WIDTH);
  });

  it('reopens by dragging a collapsed area back into range', () => {
    expect(resizeSideArea({ width: 256, collapsed: true }, 150)).toEqual({ width: 150, collapsed: false });
  });

  it('ignores a non-finite width', () => {
    expect(resizeSideArea(open, Number.NaN)).toBe(open);
  });
});

describe('expandSideArea', () => {
  it('reopens at 256 after a shrink', () => {
    const expanded = expandSideArea(resizeSideArea(open, 50));
    expect(expanded).toEqual({ width: 256, collapsed: false });
    expect(renderedSideAreaWidth(expanded)).toBe(256);
  });

  it('leaves an open area unchanged', () => {
    expect(expandSideArea(open)).toBe(open);
  });
});
