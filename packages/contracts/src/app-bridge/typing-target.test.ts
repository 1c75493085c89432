// @vitest-environment jsdom

import { describe, expect, it } from 'vitest';
import { typesText } from './typing-target';

const element = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild;
};

describe('which keystrokes belong to a text field', () => {
  it('gives text boxes, text areas, lists and editable content what is typed in them', () => {
    for (const html of [
      '<input>',
      '<input type="search">',
      '<input type="password">',
      '<textarea></textarea>',
      '<select></select>',
    ]) {
      expect(typesText(element(html))).toBe(true);
    }
    const editable = element('<div contenteditable="true"></div>') as HTMLElement;
    // jsdom does not compute isContentEditable; a browser does.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(typesText(editable)).toBe(true);
  });

  it('leaves keys pressed on buttons, check boxes, the page itself or nothing to the scanner', () => {
    for (const html of ['<button></button>', '<input type="checkbox">', '<input type="submit">', '<div></div>']) {
      expect(typesText(element(html))).toBe(false);
    }
    expect(typesText(document.body)).toBe(false);
    expect(typesText(null)).toBe(false);
    expect(typesText(window)).toBe(false);
  });
});
